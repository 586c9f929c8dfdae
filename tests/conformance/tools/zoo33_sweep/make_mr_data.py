"""zoo33: a tiny synthetic MovieReview dataset for TextCNN's train.py / eval.py (data/rt-polarity.pos and .neg, 80
short sentences each, words drawn deterministically from small positive / negative / common lists).
usage: python make_mr_data.py <textcnn folder>/data"""
import os
import sys

words_pos = "good great fine lovely superb moving funny smart warm bright clever witty".split()
words_neg = "bad dull boring awful weak slow flat stale messy tired clumsy silly".split()
common = "the film is a movie story with and of its but this one plot".split()
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for name, ws in (("rt-polarity.pos", words_pos), ("rt-polarity.neg", words_neg)):
    with open(os.path.join(out, name), "w") as f:
        for i in range(80):
            n = 4 + (i * 7) % 9
            s = [(ws if (i + j) % 3 == 0 else common)[(i * 5 + j * 3) % 12 if (i + j) % 3 == 0 else (i + j * 11) % 13]
                 for j in range(n)]
            f.write(" ".join(s) + " .\n")
