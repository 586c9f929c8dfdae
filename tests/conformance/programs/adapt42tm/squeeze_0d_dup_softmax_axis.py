"""Squeeze (ops.squeeze, Tensor.squeeze, P.Squeeze) of a 0-d Tensor returns it whatever axis names in MindSpore
2.10's PyNative mode (its Graph mode: a ValueError beyond -1 / 0; msgraph follows PyNative), and an axis named twice
counts once in both modes (msgraph raised its repeated-dim RuntimeError); Tensor.softmax() needs its axis (TypeError;
msgraph took -1)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

z = Tensor(2.5)
o = Tensor(np.ones((1, 2, 1), np.float32))
emit("ops_squeeze_0d_axis1", ops.squeeze(z, 1))
emit("ops_squeeze_0d_tuple", ops.squeeze(z, (0, 1)))
emit("prim_squeeze_0d_axis2", ops.Squeeze(2)(z))
emit("method_squeeze_0d_axis1", z.squeeze(1))
emit("ops_squeeze_0d_axis0", ops.squeeze(z, 0))
emit("method_squeeze_dup", o.squeeze((0, 0)))
emit("ops_squeeze_dup_neg", ops.squeeze(o, (2, -1)))
emit("prim_squeeze_dup", ops.Squeeze((0, 0, 2))(o))
emit_error("method_softmax_no_axis", lambda: Tensor([1.0, 2.0]).softmax())
emit("method_softmax_axis", Tensor([1.0, 2.0]).softmax(0))


class C0(nn.Cell):
    def construct(self, z):
        return ops.squeeze(z, 1)


class C(nn.Cell):
    def construct(self, o):
        return o.squeeze((0, 0)), ops.squeeze(o, (2, -1))


emit_error("cell_0d", lambda: C0()(z))
for k, r in enumerate(C()(o)):
    emit(f"cell{k}", r)

FOLLOW_PYNATIVE = {
    "cell_0d": "MindSpore's Graph-mode Squeeze refuses axis 1 of a 0-d input (ValueError); its PyNative returns it",
}
