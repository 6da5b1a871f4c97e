build-asan/obj/src/sema/expr.o: src/sema/expr.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
