# Graph code: Python run when the graph runs (JIT fallback, numpy on x.asnumpy()) passes no gradient back:
# ops.grad of a numpy result is zero, as in MindSpore 2.10 (st/compiler/fallback
# test_graph_fallback_runtime_asnumpy).  (A Tensor made from such a result times x: msgraph gives x the
# factor as its gradient, as PyNative does; MindSpore's Graph mode gives 0: docs/differences.md, h-comp4.)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, jit
from _conf import emit

class NumpyOut(ms.nn.Cell):
    def construct(self, a, b):
        return np.exp(a.asnumpy() + b.asnumpy())


@jit
def grad_numpy_out(a, b):
    return ops.grad(NumpyOut())(a, b)


@jit
def grad_numpy_sum(x):
    return ms.grad(lambda v: np.exp(v.asnumpy()).sum())(x)


a = Tensor(np.array(0.5), ms.float32)
b = Tensor(np.array(0.25), ms.float32)
emit("numpy_out", grad_numpy_out(a, b))
emit("numpy_out_int", grad_numpy_out(Tensor(np.array(4), ms.int32), Tensor(np.array(5), ms.int32)))
emit("numpy_sum", grad_numpy_sum(Tensor([1.0, 2.0])))
