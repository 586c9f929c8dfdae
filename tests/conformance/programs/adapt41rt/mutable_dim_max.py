"""mint.max / mint.min / ops.max / Tensor.max / mint.prod with a ``dim`` given as ``ms.mutable(int)`` in a
Graph-mode Cell (st runtime/test_runtime_ref_count test_output_ref_count_max's network -- a GradOperation over a
reduction with mutable dim / keepdim under set_inputs -- adapted to ops MindSpore's CPU build runs).
SILENT: msgraph's Graph mode took a mutable dim of mint.max / mint.min for the elementwise overload's ``other``
(the elementwise maximum with 1, one Tensor); MindSpore 2.10 gives (values, indices) along dim.  ops.max /
Tensor.max / mint.prod refused it (TypeError) where MindSpore computes.  Gradients: MindSpore 2.10's Graph mode
refuses them (ValueError: its MaxDim / ArgMaxWithValue bprop's Scatter needs a constant axis); PyNative and
msgraph give the gradient of the chosen element (FOLLOW_PYNATIVE)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable, mint
from _conf import emit_error

FOLLOW_PYNATIVE = {"mint_max.mut_grad": "MindSpore Graph mode: ValueError (its bprop needs a constant axis)",
                   "mint_min.mut_grad": "MindSpore Graph mode: ValueError (its bprop needs a constant axis)",
                   "mint_max_kw.mut_grad": "MindSpore Graph mode: ValueError (its bprop needs a constant axis)",
                   "mint_max_nokeep.mut_grad": "MindSpore Graph mode: ValueError (its bprop needs a constant axis)",
                   "ops_max.mut_grad": "MindSpore Graph mode: ValueError (its bprop needs a constant axis)",
                   "tensor_max.mut_grad": "MindSpore Graph mode: ValueError (its bprop needs a constant axis)"}

X = Tensor(np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]]), ms.float32)


class MintMax(nn.Cell):
    def construct(self, x, d, k):
        return mint.max(x, d, k)


class MintMin(nn.Cell):
    def construct(self, x, d, k):
        return mint.min(x, d, k)


class MintMaxKw(nn.Cell):
    def construct(self, x, d, k):
        return mint.max(x, dim=d, keepdim=k)


class MintMaxNoKeep(nn.Cell):
    def construct(self, x, d, k):
        return mint.max(x, d)


class OpsMax(nn.Cell):
    def construct(self, x, d, k):
        return ops.max(x, d, k)


class TensorMax(nn.Cell):
    def construct(self, x, d, k):
        return x.max(d, k)


class MintProd(nn.Cell):
    def construct(self, x, d, k):
        return mint.prod(x, d, k)


for name, cls in (("mint_max", MintMax), ("mint_min", MintMin), ("mint_max_kw", MintMaxKw),
                  ("mint_max_nokeep", MintMaxNoKeep), ("ops_max", OpsMax), ("tensor_max", TensorMax),
                  ("mint_prod", MintProd)):
    emit_error(f"{name}.mut", lambda: cls()(X, mutable(1), mutable(True)))
    emit_error(f"{name}.mut_neg", lambda: cls()(X, mutable(-2), mutable(False)))
    emit_error(f"{name}.mut_grad", lambda: ops.GradOperation()(cls())(X, mutable(1), mutable(True)))


def _set_inputs_twice():
    n = MintMax()
    n.set_inputs(Tensor(shape=(None, None), dtype=ms.float32), mutable(1), mutable(True))
    return n(X, mutable(1), mutable(True)), n(X, mutable(0), mutable(False))


emit_error("mint_max.set_inputs_twice", _set_inputs_twice)
