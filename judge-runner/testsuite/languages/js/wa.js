console.log('42');
