"""ops.NLLLoss of float64 and out-of-range labels as MindSpore 2.10 computes them (found by the adapt34b variant
sweep of st ops/cpu test_nllloss_op.py): its CPU kernel has float32 only, so float64 logits give float64 results
rounded to float32 (loss, total_weight and the gradient); a label outside [0, C) other than ignore_index is a
ValueError.  Reductions mean / sum / none, ignore_index, eagerly and in a Cell (Graph mode).  (The 'none' loss of
an ignored row is left unwritten by MindSpore's kernel, uninitialised memory: not recorded.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, red, ign):
        super().__init__()
        self.op = ops.NLLLoss(red, ign)

    def construct(self, x, t, w):
        return self.op(x, t, w)


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, t, w):
        return ops.grad(lambda a: self.net(a, t, w)[0])(x)


x = Tensor(np.arange(12).reshape(3, 4) * 0.3 - 1)
w = Tensor(np.array([1, 2, 3, 0.7], np.float64))
t = Tensor(np.array([0, 2, 1], np.int32))
for red in ("mean", "sum", "none"):
    emit(f"{red}_f64", Net(red, -100)(x, t, w))
    emit(f"{red}_f64_grad", G(Net(red, -100))(x, t, w))
    emit(f"{red}_f64_ign", Net(red, 0)(x, Tensor(np.array([2, 0, 1], np.int64)), w) if red != "none" else
         Net(red, 3)(x, t, w))
emit("mean_f32", Net("mean", -100)(Tensor(np.arange(12).reshape(3, 4).astype(np.float32) * 0.3 - 1), t,
                                   Tensor(np.array([1, 2, 3, 0.7], np.float32))))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("label_oob", Net("mean", -100), x, Tensor(np.array([0, 4, 1], np.int32)), w)
    emit_error("label_neg", Net("sum", -100), x, Tensor(np.array([0, -1, 1], np.int32)), w)
    emit("label_ignored_oob", Net("sum", 7)(x, Tensor(np.array([0, 7, 1], np.int32)), w))
