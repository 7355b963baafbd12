// Hostile: a compile bomb, the preprocessor reads an endless file. Expected: CE with the limit.
#include "/dev/zero"
int main() {}
