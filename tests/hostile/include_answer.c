/* Hostile (issue 39): compiles the expected answer in (a relative #include of the case's .out
 * from this folder) and prints it. Expected: CE, the file is not in the compile's box. */
#include <stdio.h>
static const char answer[] = {
#include "../../cases/poj1077/01-sample.out"
};
int main(void) { return puts(answer) < 0; }
