"""``mindspore.ops.function.grad.grad_func``: the functional gradient API under MindSpore's module path
(``custom_vjp`` is set here by msgraph.nn.custom_vjp: it builds a Cell)."""
from ....autodiff.grad import get_grad, grad, value_and_grad  # noqa: F401
from ...jacobian_ops import derivative, jacfwd, jacrev, jet, linearize  # noqa: F401
from ....autodiff.vmap import vmap  # noqa: F401
from ...composite import jvp, vjp  # noqa: F401
from ...functional import stop_gradient  # noqa: F401
