"""mindspore.scipy.ops_wrapper.matrix_set_diag called in graph code (an ``@jit`` function, a Cell's construct; MindSpore's
own Eigh gradient calls it so): MindSpore 2.10 computes it as in PyNative.  msgraph parsed the function's source as
graph code and its MatrixSetDiagV3 call failed (DTypeError "Failed calling MatrixSetDiagV3 with ndarray, ndarray,
Tensor"); now it is an op entry point in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.scipy.ops_wrapper import matrix_set_diag
from _conf import emit, emit_error

x = Tensor(np.array([[0.1, 0.7, 0.3], [0.2, 0.3, 0.9], [0.5, 0.25, 0.2]]))
d = Tensor(np.array([0.1, 0.2, 0.3]) / 7)


@ms.jit
def set_main(a, b):
    return matrix_set_diag(a, b)


@ms.jit
def set_k1(a, b):
    return matrix_set_diag(a, b, k=1)


class Net(nn.Cell):
    def construct(self, a, b):
        return matrix_set_diag(a, b) * 2


emit("jit_main", set_main(x, d))
emit("jit_k1", set_k1(x, d[:2]))
emit("cell", Net()(x, d))
emit("pynative", matrix_set_diag(x, d))
xi = Tensor(np.arange(12, dtype=np.int32).reshape(3, 4))
emit("jit_int32", set_main(xi, Tensor(np.array([-1, -2, -3], np.int32))))
emit_error("jit_bad_diag_len", set_main, x, Tensor(np.array([1.0, 2.0])))
