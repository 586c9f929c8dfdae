"""nn.Embedding: a lookup table ``(vocab_size, embedding_size)`` indexed by integer ids."""
from __future__ import annotations

from ... import ops
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Parameter
from ..cell import Cell

__all__ = ["Embedding"]


class Embedding(Cell):
    """``out[..., :] = embedding_table[ids[...]]``; output shape ``ids.shape + (embedding_size,)``.

    ``padding_idx`` zeroes that row at initialisation; ``use_one_hot`` computes the lookup
    as a one-hot matmul (same values, dense gradient).
    """

    def __init__(self, vocab_size, embedding_size, use_one_hot=False, embedding_table="normal",
                 dtype=mstype.float32, padding_idx=None):
        super().__init__()
        for arg, v in (("vocab_size", vocab_size), ("embedding_size", embedding_size)):   # MindSpore 2.10's check
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"For 'Embedding', the type of '{arg}' should be 'int', but got type "
                                f"'{type(v).__name__}'.")
        self.vocab_size = int(vocab_size)
        self.embedding_size = int(embedding_size)
        check_value_type("use_one_hot", use_one_hot, [bool], "Embedding")
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        table = initializer(embedding_table, (self.vocab_size, self.embedding_size), mstype.float32)
        if padding_idx is not None:
            if isinstance(padding_idx, bool) or not isinstance(padding_idx, int):
                raise TypeError(f"For 'Embedding', the 'padding_idx' must be 'int',  but got "
                                f"'{type(padding_idx).__name__}'.")
            if not 0 <= padding_idx < self.vocab_size:   # MindSpore 2.10: no negative index (measured, session 36)
                raise ValueError(f"For 'Embedding', the 'padding_idx' must be in range of [0, {vocab_size}), "
                                 f"but got {padding_idx} with type 'int'.")
            data = table.asnumpy().copy()
            data[padding_idx] = 0
            table = data
        self.padding_idx = padding_idx
        self.embedding_table = Parameter(table, name="embedding_table")
        self.gather = ops.Gather()   # MindSpore's attribute (model-zoo scripts call gather.shard(...))

    def extra_repr(self) -> str:
        return (f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, "
                f"use_one_hot={self.use_one_hot}, embedding_table={self.embedding_table!r}, "
                f"dtype={self.dtype}, padding_idx={self.padding_idx}")

    def construct(self, ids):
        if self.use_one_hot:
            flat = ops.reshape(ids, (-1,))
            hot = ops.one_hot(flat, self.vocab_size, 1.0, 0.0)
            out = ops.matmul(ops.cast(hot, self.embedding_table.dtype), self.embedding_table)
            return ops.reshape(out, ids.shape + (self.embedding_size,))
        return ops.gather(self.embedding_table, ids, 0)
