"""``mindspore.ops.function.grad.grad_func``: the functional gradient API under MindSpore's module path."""
from ....autodiff.grad import get_grad, grad, value_and_grad  # noqa: F401
from ....autodiff.custom_vjp import custom_vjp  # noqa: F401
from ...jacobian_ops import derivative, jacfwd, jacrev, jet, linearize  # noqa: F401
from ....autodiff.vmap import vmap  # noqa: F401
from ...composite import jvp, vjp  # noqa: F401
from ...functional import stop_gradient  # noqa: F401
