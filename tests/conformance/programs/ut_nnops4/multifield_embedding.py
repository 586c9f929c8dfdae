"""nn.MultiFieldEmbeddingLookup (tests/ut/python/nn/test_nn_embedding.py): SUM / MEAN / MAX merges of weighted rows
per field, and its rank and dtype errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

table = Tensor(np.arange(24, dtype=np.float32).reshape(6, 4) / 4 - 2)
ids = Tensor(np.array([[1, 5, 2], [0, 3, 3]], np.int32))
vals = Tensor(np.array([[1.0, 0.5, -2.0], [0.0, 1.5, 1.0]], np.float32))
fields = Tensor(np.array([[0, 0, 2], [1, 1, 0]], np.int32))
for op in ("SUM", "MEAN", "MAX"):
    net = nn.MultiFieldEmbeddingLookup(6, 4, 3, param_init=table, operator=op)
    emit("merge_" + op, net(ids, vals, fields))
net = nn.MultiFieldEmbeddingLookup(6, 4, 3, param_init=table)
emit_error("bad_indices_dtype", lambda: net(Tensor(np.ones((2, 3), np.int16)), vals, fields))
emit_error("bad_values_dtype", lambda: net(ids, Tensor(np.ones((2, 3), np.float16)), fields))
emit_error("bad_indices_rank", lambda: net(Tensor(np.ones((3,), np.int32)), vals, fields))
emit_error("bad_operator", lambda: nn.MultiFieldEmbeddingLookup(6, 4, 3, operator="PROD"))
