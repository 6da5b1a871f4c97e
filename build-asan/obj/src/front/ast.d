build-asan/obj/src/front/ast.o: src/front/ast.c src/front/parse.h \
 src/front/front.h
src/front/parse.h:
src/front/front.h:
