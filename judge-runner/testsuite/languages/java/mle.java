import java.util.*;
public class Main {
  public static void main(String[] args) {
    List<long[]> keep = new ArrayList<>();
    for (int i = 0; i < 4096; i++) keep.add(new long[1 << 17]);
    System.out.println(keep.size());
  }
}
