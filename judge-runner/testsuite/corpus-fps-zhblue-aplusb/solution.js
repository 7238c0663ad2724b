process.stdin.resume();
process.stdin.setEncoding('utf-8');
var input = "";
var input_array = "";
process.stdin.on('data', function (data) {
    input += data;
});
function solveMeFirst(a, b) {
    return a + b;
}
process.stdin.on('end', function () {
    var arr = input.split("\n");
    for (var i=0; i<arr.length; i++) {
                                input_array=arr[i].split(" ");

            var inline = 0;
            var res;
            var _a = parseInt(input_array[inline], 10);
            inline += 1;

            var _b = parseInt(input_array[inline], 10);
            inline += 1;

            res = solveMeFirst(_a, _b);
            if(!isNaN(res) )process.stdout.write( res + "\n");
    }
});
