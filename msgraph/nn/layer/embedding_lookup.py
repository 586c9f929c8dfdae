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
from ...ops.array_ops import _unsorted_segment_sum as _segsum_drop  # ids out of range dropped
from ..cell import Cell

__all__ = ["EmbeddingLookup", "MultiFieldEmbeddingLookup"]


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
        # its gradient is MindSpore's sparse RowTensor: FTRL updates only the looked-up rows (bag38)
        self.embedding_table.sparse_grad_rows = sparse
        self.max_norm = None
        if max_norm is not None:
            if isinstance(max_norm, bool) or not isinstance(max_norm, (int, float)) or max_norm <= 0:
                raise ValueError(f"For '{self.cls_name}', the 'max_norm' must be a positive float, "
                                 f"but got {max_norm}.")
            self.max_norm = float(max_norm)

    def construct(self, indices):
        return self._lookup(indices)

    def _lookup(self, indices):
        """The rows of the table at ``indices`` (zeros outside the vocabulary on CPU), max_norm-clipped."""
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


def _check_2d(cls: str, name: str, x) -> None:
    if len(x.shape) != 2:
        raise ValueError(f"For '{cls}', the dimension of '{name}' must be 2d, but got {len(x.shape)}")


def _check_dtype(cls: str, name: str, x, allowed) -> None:
    if x.dtype not in allowed:
        raise TypeError(f"For '{cls}', the type of '{name}' should be in {[str(d) for d in allowed]}, "
                        f"but got {x.dtype}.")


class MultiFieldEmbeddingLookup(EmbeddingLookup):
    """``MultiFieldEmbeddingLookup(vocab_size, embedding_size, field_size, param_init='normal', target='CPU',
    slice_mode='batch_slice', feature_num_list=None, max_norm=None, sparse=True, operator='SUM',
    dtype=mstype.float32)``: the looked-up rows of ``input_indices`` (batch, n) weighted by ``input_values`` and
    merged per ``field_ids`` ('SUM', 'MAX' or 'MEAN'), a (batch, field_size, embedding_size) Tensor."""

    OPERATOR_SUM = "SUM"
    OPERATOR_MEAN = "MEAN"
    OPERATOR_MAX = "MAX"

    def __init__(self, vocab_size, embedding_size, field_size, param_init="normal", target="CPU",
                 slice_mode="batch_slice", feature_num_list=None, max_norm=None, sparse=True, operator="SUM",
                 dtype=mstype.float32):
        super().__init__(vocab_size, embedding_size, param_init, target, slice_mode, feature_num_list, max_norm,
                         sparse, dtype=dtype)
        self.field_size = _positive_int(self.cls_name, "field_size", field_size)
        if operator not in ("SUM", "MAX", "MEAN"):
            raise ValueError(f"For '{self.cls_name}', the 'operator' should be str and must be in "
                             f"['SUM', 'MAX', 'MEAN'], but got '{operator}'.")
        self.operator = operator
        self.negative_inf_value = -3.402823466E+38
        self.div_no_nan = ops.DivNoNan()

    def construct(self, input_indices, input_values, field_ids):
        cls = self.cls_name
        _check_2d(cls, "input_indices", input_indices)
        _check_2d(cls, "input_values", input_values)
        _check_2d(cls, "field_ids", field_ids)
        _check_dtype(cls, "input_indices", input_indices, (mstype.int32, mstype.int64))
        _check_dtype(cls, "input_values", input_values, (mstype.float32,))
        _check_dtype(cls, "field_ids", field_ids, (mstype.int32,))
        batch_size = input_indices.shape[0]
        num_segments = batch_size * self.field_size
        bias = ops.reshape(ops.arange(0, num_segments, self.field_size, dtype=mstype.int32), (batch_size, -1))
        field_ids = field_ids + bias
        out = self._lookup(input_indices)
        weights = ops.reshape(input_values, (batch_size, input_indices.shape[1], 1))
        embedding = weights * out
        if self.operator == "MAX":
            inf_mask = ops.cast(ops.equal(weights, 0), mstype.float32) * self.negative_inf_value
            embedding = ops.reshape(embedding + inf_mask, (-1, self.embedding_size))
            field_ids = ops.reshape(field_ids, (-1,))
            merged = ops.unsorted_segment_max(embedding, field_ids, num_segments)
            count = _segsum_drop(ops.abs(ops.reshape(input_values, (-1,))), field_ids, num_segments)
            merged = merged * ops.expand_dims(ops.cast(ops.not_equal(count, 0.0), mstype.float32), -1)
        else:
            merged = _segsum_drop(embedding, field_ids, num_segments)
            if self.operator == "MEAN":
                count = _segsum_drop(ops.abs(input_values), field_ids, num_segments)
                merged = self.div_no_nan(merged, ops.expand_dims(count, -1))
        return ops.reshape(merged, (batch_size, self.field_size, -1))
