"""ops.subtract and mint.sub / mint.add / Tensor.sub with bool operands (adapt44w2b, st/ops test_ops_sub*/subtract
variants).  MindSpore 2.10's ops.subtract forms ``alpha * other`` first, also for alpha 1: a bool Tensor ``other``
becomes int64 (uint8 - bool is Int64 [-1, 0, 3]; msgraph gave UInt8 [255, 0, 3]) and a bool Tensor minus True is
Int64 [-1, 0, 0] (msgraph: TypeError).  mint.sub / mint.add / Tensor.sub with a Python bool ``other`` and alpha=2
keep the Tensor's dtype (uint8 - 2 * True is UInt8 254; msgraph gave Int64 -2), a bool Tensor stays bool."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit, emit_error

A = np.array([0.0, 1.0, 3.0])
B = np.array([2.0, 1.0, 0.0])


BT = Tensor(B.astype(np.bool_))


class SubtractBoolTensor(nn.Cell):
    def construct(self, x):
        return ops.subtract(x, BT)


class SubtractPyBool(nn.Cell):
    def construct(self, x):
        return ops.subtract(x, True)


class SubtractBoolAlpha2(nn.Cell):
    def construct(self, x):
        return ops.subtract(x, BT, alpha=2)


class MintSubPyBoolAlpha2(nn.Cell):
    def construct(self, x):
        return mint.sub(x, True, alpha=2)


class MintAddPyBoolAlpha2(nn.Cell):
    def construct(self, x):
        return mint.add(x, True, alpha=2)


class TensorSubPyBoolAlpha2(nn.Cell):
    def construct(self, x):
        return x.sub(True, alpha=2)


CASES = {"subtract_bool_tensor": SubtractBoolTensor, "subtract_pybool": SubtractPyBool,
         "subtract_bool_alpha2": SubtractBoolAlpha2, "mint_sub_pybool_alpha2": MintSubPyBoolAlpha2,
         "mint_add_pybool_alpha2": MintAddPyBoolAlpha2, "tensor_sub_pybool_alpha2": TensorSubPyBoolAlpha2}
for dn in ("bool", "uint8", "int32", "float16"):
    for name, f in CASES.items():
        label = f"{name}_{dn}"
        try:
            emit(label, f()(Tensor(A.astype(dn))))
        except Exception as e:  # noqa: BLE001
            emit_error(label, e)
for dn in ("uint8", "int32"):
    emit(f"mint_sub_pybool_{dn}", mint.sub(Tensor(A.astype(dn)), True))
emit("mint_sub_pybool_bool", mint.sub(Tensor(A.astype(np.bool_)), True))
