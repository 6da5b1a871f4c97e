build-asan/obj/src/sema/gfmod.o: src/sema/gfmod.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
