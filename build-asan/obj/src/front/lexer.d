build-asan/obj/src/front/lexer.o: src/front/lexer.c src/front/front.h
src/front/front.h:
