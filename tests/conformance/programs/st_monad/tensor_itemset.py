# Tensor.itemset(value) / (flat_index, value) / ((i, j, k), value): a new Tensor with one element set (the
# Tensor itself is unchanged); bad indices raise IndexError / TypeError.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class ItemSet(nn.Cell):
    def construct(self, t, v):
        return t.itemset(v)


class ItemSetAt(nn.Cell):
    def construct(self, t, i, v):
        return t.itemset(i, v)


one = Tensor(np.array([1.0], np.float32))
x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit("value_only", ItemSet()(one, 2))
emit("flat_index", ItemSetAt()(x, 13, 2.5))
emit("negative_flat_index", ItemSetAt()(x, -1, 7))
emit("tuple_index", ItemSetAt()(x, (1, 2, 0), -3.0))
emit("unchanged", x)
emit_error("value_only_many_elements", lambda: ItemSet()(x, 1))
emit_error("flat_out_of_range", lambda: ItemSetAt()(x, 24, 1))
emit_error("tuple_wrong_length", lambda: ItemSetAt()(x, (1, 2), 1))
emit_error("tuple_out_of_range", lambda: ItemSetAt()(x, (2, 0, 0), 1))
emit_error("float_index", lambda: ItemSetAt()(x, 2.0, 1))
