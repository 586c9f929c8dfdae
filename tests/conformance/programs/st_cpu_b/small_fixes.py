"""Adapted from tests/st/ops/cpu/test_topk_op.py (unsorted TopK of all elements), test_prelu_op.py (0-d x with a
(1,) weight) and test_softmax_with_cross_entropy_op.py (initializer keeps a Tensor's dtype)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.common.initializer import initializer
from mindspore.ops import operations as P
from _conf import emit

x = Tensor(np.array([[0.3, 0.9, 0.1, 0.5, 0.7], [5, 1, 4, 2, 3]], np.float32))
emit("topk_unsorted_all", P.TopK(False)(x, 5))
emit("topk_sorted_all", P.TopK(True)(x, 5))


class PReLUNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.prelu = ops.PReLU()

    def construct(self, x, w):
        return self.prelu(x, w)


class PReLUGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = PReLUNet()
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, x, w):
        return self.net(x, w), self.grad(self.net)(x, w)


emit("prelu_scalar_x", PReLUGrad()(Tensor(np.array(-0.8), ms.float32), Tensor(np.array([0.6]), ms.float32)))
emit("prelu_vector_x_scalar_w", PReLUGrad()(Tensor(np.array([-0.8, 2.0]), ms.float32), Tensor(np.array([0.6]), ms.float32)))

lab = initializer(Tensor(np.array([2, 1, 0], np.int32)), (3,))
emit("initializer_tensor_dtype", (str(lab.dtype), lab))
emit("initializer_tensor_dtype_arg", str(initializer(Tensor(np.array([2, 1], np.int32)), (2,), ms.float16).dtype))


class SCE(nn.Cell):
    def __init__(self):
        super().__init__()
        logits = Tensor(np.array([[1, 1, 10], [1, 10, 1], [10, 1, 1]]).astype(np.float32))
        self.logits = Parameter(initializer(logits, logits.shape), name="logits")
        labels = Tensor(np.array([2, 1, 0]).astype(np.int32))
        self.labels = Parameter(initializer(labels, labels.shape), name="labels")
        self.op = P.SparseSoftmaxCrossEntropyWithLogits(True)

    def construct(self):
        return self.op(self.logits, self.labels)


emit("sparse_softmax_ce_grad_int_param_labels", SCE()())
