"""``mindspore.ops.function.clip_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403

# MindSpore's two MultitypeFuncGraphs of clip_by_global_norm, which scripts import from here to write
# their own global-norm clipping (``hyper_map(get_square_sum, grads)``).
from msgraph.common import dtype as _mstype                  # noqa: E402
from msgraph.ops import functional as _F                     # noqa: E402
from msgraph.ops.composite import MultitypeFuncGraph as _MFG  # noqa: E402

get_square_sum = _MFG("get_square_sum")
apply_global_norm = _MFG("apply_global_norm")


@get_square_sum.register("Tensor")
def _get_square_sum(x):
    """sum(x**2) as a float32 Tensor of shape (1,)."""
    return _F.expand_dims(_F.cast(_F.reduce_sum(_F.square(x), ()), _mstype.float32), 0)


@apply_global_norm.register("Tensor", "Tensor", "Tensor")
def _apply_global_norm(clip_norm, global_norm, x):
    """x * clip_norm / global_norm in x's dtype."""
    return _F.cast(x * clip_norm / global_norm, _F.dtype(x))
