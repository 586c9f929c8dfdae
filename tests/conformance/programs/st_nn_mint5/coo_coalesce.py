"""COOTensor.coalesce() in both modes (tests/st/sparse test_coo.py test_coo_coalesce): indices sorted row-major and
made unique, repeated values summed; int32 indices are Coalesce's TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor, nn
from _conf import emit, emit_error


class Coalesce(nn.Cell):
    def construct(self, coo):
        return coo.coalesce()


def parts(c):
    return c.indices, c.values, c.shape


indices = Tensor(np.array([[0, 0, 1, 0, 2], [1, 1, 2, 0, 0]], np.int64))
values = Tensor(np.array([1, 5, 4, 2, 3], np.float32))
coo = COOTensor(indices.transpose(), values, (3, 3))
emit("cell", parts(Coalesce()(coo)))
coo64 = COOTensor(Tensor(np.array([[1, 1], [0, 1], [1, 1]], np.int64)), Tensor(np.array([1.5, 2., 3.], np.float64)),
                  (2, 2))
emit("float64", parts(Coalesce()(coo64)))
coo32 = COOTensor(Tensor(np.array([[0, 1], [0, 1]], np.int32)), Tensor(np.array([1., 2.], np.float32)), (2, 2))
emit_error("int32_indices", lambda: Coalesce()(coo32))
