"""mint.lerp / ops.lerp with an ``ms.mutable`` float weight in PyNative (a float subclass there): MindSpore runs it as
a float weight (st tests/st/ops/test_func_lerp.py::test_mint_lerp_dynamic_shape, whose TEST_OP passes weights
through mutable); msgraph refused it as 'Lerp()(input=Tensor, end=Tensor, weight=MutableFloat)'."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([[0.0, 1.0], [2.0, 3.0]], np.float32))
y = Tensor(np.array([[1.0, 1.0], [5.0, -3.0]], np.float32))
emit("mint_lerp_mutable", mint.lerp(x, y, ms.mutable(0.5)))
emit("ops_lerp_mutable", ops.lerp(x, y, ms.mutable(0.25)))
emit("mint_lerp_float", mint.lerp(x, y, 0.75))
emit("lerp_grad_mutable", ms.grad(lambda a, b: mint.lerp(a, b, ms.mutable(0.5)).sum(), (0, 1))(x, y))
