"""``nn.EmbeddingLookup`` (MindSpore 2.10): rows of ``embedding_table`` (vocab_size, embedding_size) picked by
integer indices; on the CPU target an index outside [0, vocab_size) gives a row of zeros (MindSpore's
EmbeddingLookup kernel); ``max_norm`` clips each looked-up row's L2 norm (MindSpore's CPU result differs:
not recorded).
Recorded from MindSpore 2.10: tests/conformance/programs/st_nn_mint/embedding_lookup.py."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Parameter
from ..cell import Cell

__all__ = ["EmbeddingLookup"]


def _positive_int(cls: str, name: str, v) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"For '{cls}', the type of '{name}' should be int, but got {type(v).__name__}.")
    if v <= 0:
        raise ValueError(f"For '{cls}', the '{name}' must be positive int, but got {v}.")
    return v


class EmbeddingLookup(Cell):
    """``EmbeddingLookup(vocab_size, embedding_size, param_init='normal', target='CPU', slice_mode='batch_slice',
    manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32)``."""

    BATCH_SLICE = "batch_slice"
    FIELD_SLICE = "field_slice"
    TABLE_ROW_SLICE = "table_row_slice"
    TABLE_COLUMN_SLICE = "table_column_slice"

    def __init__(self, vocab_size, embedding_size, param_init="normal", target="CPU", slice_mode="batch_slice",
                 manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32):
        super().__init__()
        if not isinstance(sparse, bool):
            raise TypeError(f"For '{self.cls_name}', the type of 'sparse' should be bool, but got "
                            f"{type(sparse).__name__}.")
        self.vocab_size = _positive_int(self.cls_name, "vocab_size", vocab_size)
        if target not in ("CPU", "DEVICE"):
            raise ValueError(f"For '{self.cls_name}', the 'target' should be one of ['CPU', 'DEVICE'], "
                             f"but got {target}.")
        if not sparse and target == "CPU":
            raise ValueError(f"For '{self.cls_name}', 'sparse' must be True when 'target' is \"CPU\", "
                             f"but got 'sparse': {sparse} and 'target': {target}")
        self.target = target
        self.sparse = sparse
        self.forward_unique = False
        self.embedding_size = _positive_int(self.cls_name, "embedding_size", embedding_size)
        self.embedding_table = Parameter(initializer(param_init, [self.vocab_size, self.embedding_size],
                                                     dtype=dtype), name="embedding_table")
        self.max_norm = None
        if max_norm is not None:
            if isinstance(max_norm, bool) or not isinstance(max_norm, (int, float)) or max_norm <= 0:
                raise ValueError(f"For '{self.cls_name}', the 'max_norm' must be a positive float, "
                                 f"but got {max_norm}.")
            self.max_norm = float(max_norm)

    def construct(self, indices):
        if self.target == "CPU":
            valid = ops.logical_and(ops.greater_equal(indices, 0), ops.less(indices, self.vocab_size))
            safe = ops.select(valid, indices, ops.zeros_like(indices))
            out = ops.gather(self.embedding_table, safe, 0)
            out = out * ops.expand_dims(ops.cast(valid, out.dtype), -1)
        else:
            out = ops.gather(self.embedding_table, indices, 0)
        if self.max_norm is not None:
            norm = ops.sqrt(ops.reduce_sum(out * out, -1, keep_dims=True))
            scale = ops.select(norm > self.max_norm, self.max_norm / ops.maximum(norm, 1e-12),
                               ops.ones_like(norm))
            out = out * scale
        return out
