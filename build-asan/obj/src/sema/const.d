build-asan/obj/src/sema/const.o: src/sema/const.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
