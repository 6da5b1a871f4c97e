build-asan/obj/src/sema/types.o: src/sema/types.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
