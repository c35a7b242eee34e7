#include <iostream>
int main() { std::cout << "morph\n"; }
