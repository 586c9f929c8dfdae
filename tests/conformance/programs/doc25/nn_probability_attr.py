"""``nn.probability`` is reachable right after ``import mindspore.nn`` (MindSpore 2.10's bijector docstring examples
write ``nn.probability.bijector.Exp()`` with no other import): Exp and ScalarAffine forward / inverse / log
jacobians."""
import mindspore
import mindspore.nn as nn
from mindspore import Tensor
from _conf import emit_error

MODES = ("pynative",)
V = Tensor([1, 2, 3], dtype=mindspore.float32)


def run(bij):
    return (bij.forward(V), bij.inverse(V), bij.forward_log_jacobian(V), bij.inverse_log_jacobian(V))


emit_error("exp", lambda: run(nn.probability.bijector.Exp()))
emit_error("scalar_affine", lambda: run(nn.probability.bijector.ScalarAffine(scale=2.0, shift=1.0)))
