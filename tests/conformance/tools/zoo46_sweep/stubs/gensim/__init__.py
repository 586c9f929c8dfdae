"""Stub (names only) for the zoo's LSTM src/imdb.py, which imports gensim at module level; the drivers never load
word vectors."""


class _KeyedVectors:
    @staticmethod
    def load_word2vec_format(*args, **kwargs):
        raise NotImplementedError("gensim stub")


class models:  # noqa: N801  (gensim.models.KeyedVectors)
    KeyedVectors = _KeyedVectors
