"""mint.select / Tensor.select(dim, index), ops / mint / Tensor index_select, mint.scatter's signature (session 35,
adapt35x).  MindSpore 2.10 runs SelectExtView for both select forms: an index outside [-n, n) or a dim outside the
rank is a ValueError (msgraph: IndexError, and Tensor.select(-3, 0) of a 2-D Tensor returned row 0).
ops.index_select / Tensor.index_select take a 1-D index only (0-d and 2-D are ValueErrors), mint.index_select
refuses a 2-D one (msgraph gathered, giving a 3-D result).  mint.scatter is (input, dim, index, src): value= and
reduce= are Python's TypeError (msgraph accepted them).  (The PyNative gradient of mint.select is MindSpore's
InplaceCopy RuntimeError: not recorded.)"""
import numpy as np

from mindspore import Tensor, mint, nn, ops
from _conf import emit_error

a = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))


class Sel(nn.Cell):
    def construct(self, x):
        return mint.select(x, 1, -2), x.select(0, -1) * 2


emit_error("cell", Sel(), a)
i2 = Tensor(np.array([[1]], np.int32))
i0 = Tensor(np.array(1, np.int32))
emit_error("ops_index_select_2d", lambda: ops.index_select(a, 0, i2))
emit_error("mint_index_select_2d", lambda: mint.index_select(a, 0, i2))
emit_error("method_index_select_2d", lambda: a.index_select(0, i2))
emit_error("ops_index_select_0d", lambda: ops.index_select(a, 0, i0))
emit_error("method_index_select_0d", lambda: a.index_select(1, i0))
emit_error("ops_index_select_1d", lambda: ops.index_select(a, 1, Tensor(np.array([3, 0, -1], np.int64))))

idx = Tensor(np.array([[0, 2]], np.int64))
emit_error("scatter_src", lambda: mint.scatter(a, 0, idx, Tensor(np.ones((1, 2), np.float32))))
emit_error("scatter_src_kw", lambda: mint.scatter(a, 0, idx, src=Tensor(np.ones((1, 2), np.float32))))
emit_error("scatter_value_kw", lambda: mint.scatter(a, 0, idx, value=3.0))
emit_error("scatter_reduce_kw", lambda: mint.scatter(a, 0, idx, Tensor(np.ones((1, 2), np.float32)), reduce="add"))
emit_error("mint_select_int8_3d", lambda: mint.select(Tensor(np.arange(24, dtype=np.int8).reshape(2, 3, 4)), -2, -1))
# valid cases first: MindSpore 2.10's PyNative raises a failed view op's error again at later calls
for args in ((0, 2), (0, -3), (1, -1), (-1, -1), (-2, 1), (0, 3), (0, -4), (1, 4), (2, 0), (-3, 0)):
    tag = "_".join(str(v).replace("-", "m") for v in args)
    emit_error("mint_select_" + tag, lambda: mint.select(a, *args))
    emit_error("method_select_" + tag, lambda: a.select(*args))
