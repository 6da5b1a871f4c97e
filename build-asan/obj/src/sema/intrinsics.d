build-asan/obj/src/sema/intrinsics.o: src/sema/intrinsics.c \
 src/sema/sema.h src/front/front.h
src/sema/sema.h:
src/front/front.h:
