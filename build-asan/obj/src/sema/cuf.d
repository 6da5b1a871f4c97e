build-asan/obj/src/sema/cuf.o: src/sema/cuf.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
