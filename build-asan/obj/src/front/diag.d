build-asan/obj/src/front/diag.o: src/front/diag.c src/front/front.h
src/front/front.h:
