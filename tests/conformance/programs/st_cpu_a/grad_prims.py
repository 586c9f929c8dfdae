"""MindSpore's grad primitives used directly (tests/st/ops/cpu/test_inv_grad_op.py, test_bias_add_grad.py):
G.InvGrad (float/int dtypes) and G.BiasAddGrad (2-d, NCHW, NHWC, 5-d NCDHW, float16)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


y = np.array([[-1, 1, 12], [5, 3, 6], [10, 2, -1]])
dy = np.array([[29, 1, 55], [2, 6, 2], [3, 3, 12]])
emit("inv_grad_f32", Net(G.InvGrad())(Tensor(y.astype(np.float32)), Tensor(dy.astype(np.float32))))
emit("inv_grad_f64", Net(G.InvGrad())(Tensor(y.astype(np.float64) / 7), Tensor(dy.astype(np.float64))), rtol=1e-12)
emit("inv_grad_f16", Net(G.InvGrad())(Tensor(np.array([0.01, 0.2, -1.5], np.float16)),
                                      Tensor(np.array([34, 1, 3], np.float16))), rtol=2e-3)
emit("inv_grad_int32", Net(G.InvGrad())(Tensor(y.astype(np.int32)), Tensor(dy.astype(np.int32))))
emit("inv_grad_int8", Net(G.InvGrad())(Tensor(np.array([-1, 2, 3], np.int8)), Tensor(np.array([3, 4, 5], np.int8))))
d4 = np.arange(96, dtype=np.float32).reshape(2, 3, 4, 4)
emit("bias_add_grad_2d", Net(G.BiasAddGrad())(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
emit("bias_add_grad_nchw", Net(G.BiasAddGrad())(Tensor(d4)))
emit("bias_add_grad_nhwc", Net(G.BiasAddGrad(data_format="NHWC"))(Tensor(d4)))
emit("bias_add_grad_5d", Net(G.BiasAddGrad(data_format="NCDHW"))(Tensor(d4.reshape(2, 3, 4, 2, 2).astype(np.float64))))
emit("bias_add_grad_f16", Net(G.BiasAddGrad())(Tensor((d4 / 10).astype(np.float16))), rtol=2e-3)
pred = Tensor(np.array([[0.3, 0.7], [0.5, 0.5], [0.1, 0.9]], np.float32))
tgt = Tensor(np.array([[-1.0, 1.0], [1.0, -1.0], [0.5, 2.0]], np.float32))
for red in ("none", "mean", "sum", "batchmean"):
    d = Tensor(np.array([[-1.0, 0.0], [1.0, 1.0], [2.0, 0.5]], np.float32)) if red == "none" else Tensor(np.array([-1.5], np.float32))
    emit("kl_div_loss_grad_" + red, Net(G.KLDivLossGrad(red))(d, pred, tgt))
emit("kl_div_loss_grad_default_f64", Net(G.KLDivLossGrad())(Tensor(np.array([2.0])), Tensor(np.ones((2, 2))), Tensor(np.eye(2))))
xv = Tensor(np.array([[-0.5, 0.25, 0.75], [0.1, -0.9, 0.0]], np.float32))
dv = Tensor(np.array([[1.0, -2.0, 0.5], [3.0, 1.5, -1.0]], np.float32))
for name in ("AtanGrad", "AsinGrad", "ACosGrad", "AsinhGrad", "AcoshGrad"):
    inp = Tensor(xv.asnumpy() + 1.5) if name == "AcoshGrad" else xv
    emit(name + "_f32", Net(getattr(G, name)())(inp, dv), rtol=1e-5)
emit("AtanGrad_f64", Net(G.AtanGrad())(Tensor(np.array([0.5, -2.0])), Tensor(np.array([1.0, 3.0]))), rtol=1e-12)
emit("AsinGrad_f16", Net(G.AsinGrad())(Tensor(np.array([0.5, -0.25], np.float16)), Tensor(np.array([1.0, 3.0], np.float16))),
     rtol=2e-3)
emit("EluGrad_f32", Net(G.EluGrad())(Tensor(np.array([[-11.0, 2.0, 4.0], [-1.0, 1.0, -4.0]], np.float32)),
                                      Tensor(np.array([[-0.3, 1.0, 0.0], [2.0, -0.6, -2.0]], np.float32))))
emit("EluGrad_f16", Net(G.EluGrad())(Tensor(np.array([2.0, -0.5, -3.0], np.float16)),
                                      Tensor(np.array([0.5, -2.0, 0.0], np.float16))), rtol=1e-3)
