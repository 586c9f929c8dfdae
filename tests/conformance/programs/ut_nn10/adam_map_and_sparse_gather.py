"""tests/ut/python/nn/optim/test_optimizer.py (TestAdam.test_construct) and test_apply_adam_with_amsgrad.py
(test_sparse_apply_adam_with_amsgrad): nn.Adam called with a Tensor instead of a tuple of gradients is MindSpore's
Map RuntimeError (msgraph zipped the Tensor's rows and raised a ValueError), and P.SparseGatherV2 has no CPU
kernel in MindSpore 2.10 (a RuntimeError; msgraph ran it as Gather)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from mindspore.nn.optim import Adam
from _conf import emit, emit_error


def params():
    return [Parameter(Tensor(np.ones((2, 3), np.float32) * i), name="p%d" % i) for i in range(1, 3)]


adam = Adam(params(), learning_rate=1e-3)
emit_error("adam_tensor_gradients", lambda: adam(Tensor(np.zeros([2, 2, 3], np.float32))))
adam2 = Adam(params(), learning_rate=1e-3, use_amsgrad=True)
emit_error("adam_amsgrad_tensor_gradients", lambda: adam2(Tensor(np.zeros([2, 2, 3], np.float32))))

# the tuple form still updates
adam3 = Adam(params(), learning_rate=0.1)
g = (Tensor(np.full((2, 3), 0.5, np.float32)), Tensor(np.full((2, 3), -0.25, np.float32)))
adam3(g)
emit("adam_tuple_step", [p.asnumpy() for p in adam3.parameters])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 1, 2)), name="w")
        self.gather = P.SparseGatherV2()

    def construct(self, indices):
        return self.gather(self.w, indices, 0)


emit_error("sparse_gather_v2_cpu", lambda: Net()(Tensor(np.array([0, 2], np.int32))))
emit("gather_cpu", ops.Gather()(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), Tensor(np.array([0, 2], np.int32)), 0))
