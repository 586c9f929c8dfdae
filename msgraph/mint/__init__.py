"""``mindspore.mint``: MindSpore's PyTorch-style functional API.

The functions keep MindSpore 2.10's mint signatures (``input``/``other``/``dim``/``keepdim``...) over the
existing op functions (one definition per op, both modes): ``_functions.py`` holds the thin entries, ``reduce.py``
the SumExt/ProdExt/MeanExt forms; ``mint.nn`` / ``mint.nn.functional`` the PyTorch-style layers and functions.
"""
from __future__ import annotations

from ..ops.functional import (  # noqa: F401
    abs, ceil, cos, erf, exp, floor, log, neg, reciprocal, rsqrt, sigmoid, sin, sqrt, square, tanh,
)
from ..ops.functional import ones_like, zeros_like  # noqa: F401  (mint's keyword-only dtype: the same call)
from ..ops.math import clamp  # noqa: F401

clip = clamp

__all__ = ["abs", "ceil", "clamp", "clip", "cos", "erf", "exp", "floor", "log", "neg", "reciprocal",
           "rsqrt", "sigmoid", "sin", "sqrt", "square", "tanh", "ones_like", "zeros_like"]
from .reduce import mean, prod, sum  # noqa: F401,E402,A004  (h-ut2: SumExt / ProdExt / MeanExt signatures)

__all__ += ["mean", "prod", "sum"]
from ..ops.functional import trunc as fix  # noqa: E402  (mint.fix(input): round toward zero, MindSpore's alias of trunc)

__all__ += ["fix"]
from ..ops.functional import eye, trunc  # noqa: E402  (h-opsA: mint.eye(n, m, dtype), mint.trunc(input): the ops' calls)

__all__ += ["eye", "trunc"]
from ._functions import *  # noqa: F401,F403,E402  (h-nn: MindSpore 2.10's mint signatures; clamp/clip overloads)
from ._functions import __all__ as _fn_all  # noqa: E402

__all__ += [n for n in _fn_all if n not in __all__]
from . import nn, linalg, special  # noqa: E402,F401  (h-nn: mint.nn, mint.nn.functional, mint.linalg, mint.special)
from ..ops.functional import polar  # noqa: E402,F401  (h-ops5: mint.polar(abs, angle), ops.polar's call)

__all__ += ["polar"]
from ..ops.functional import unique_consecutive  # noqa: E402,F401  (mint's signature is ops'; h-sweep6's op)

__all__ += ["unique_consecutive"]

# MindSpore 2.10 names some mint forms ``*_ext`` in ops.function's submodules (st tests import them from there)
from ..ops.function import array_func as _array_func, math_func as _math_func  # noqa: E402

_array_func.max_ext, _array_func.min_ext = _functions.max, _functions.min
_array_func.one_hot_ext = nn.functional.one_hot
_math_func.norm_ext = _functions.norm
from ._functions22 import *  # noqa: F401,F403,E402  (h-mint s22: addmm..., equal, item, random family, unique)
from ._functions22 import __all__ as _fn22_all  # noqa: E402
from .nn.functional import conv2d  # noqa: E402,F401  (mint.conv2d is mint.nn.functional.conv2d)
from . import optim, distributed  # noqa: E402,F401  (h-mint s22)

__all__ += _fn22_all + ["conv2d", "optim", "distributed"]

# api26: MindSpore 2.10's other names of these mint forms (mint.softmax_ext is mint.softmax, ops.float_power_ext is
# mint.float_power...); ops sits below mint, so mint registers the ops-level names.
from .. import ops as _ops  # noqa: E402
from ..ops import functional as _ops_functional  # noqa: E402

softmax_ext, flatten_ext, cdist_ = nn.functional.softmax, nn.functional.flatten, cdist  # noqa: F405
nn.functional.norm_ext = norm  # noqa: F405
for _mod in (_ops, _ops_functional):
    _mod.float_power_ext, _mod.isnan_ext = float_power, isnan  # noqa: F405
del _mod
# the loss functions mint.nn exports under MindSpore 2.10's internal names (the same functions)
nn.cross_entropy, nn.kl_div_ext, nn.mse_loss_ext = nn.functional.cross_entropy, nn.functional.kl_div, nn.functional.mse_loss
_ops.mse_loss_ext = _ops_functional.mse_loss_ext = nn.functional.mse_loss
_ops_functional.argmax_ext = argmax  # noqa: F405  (ops.functional.argmax_ext is mint.argmax)

# pr52: the names MindSpore 2.10's mint functions carry, which ``print(mint.acos)`` shows (``<function acos_ext at
# 0x...>``; st/ops' TEST_OP banners print the function under test).  Measured for every public function of ops,
# mint, mint.nn.functional, mint.linalg and mint.special by tests/conformance/tools/pr52_sweep/fn_names.py; only
# functions of mint's own (an object ops shares keeps its ops name).
_MS_EXT_NAMES = {
    "": ("acos acosh amax amin arange arccos arccosh arcsin arcsinh arctan arctan2 argmax argmin argsort asin asinh "
         "atan atan2 baddbmm bincount bitwise_and bitwise_or bitwise_xor cummin cumsum diag diff einsum frac full "
         "full_like gather histc index_select inverse isneginf linspace log10 log2 logaddexp logsumexp median "
         "meshgrid mm norm outer pow scatter_add sort stack std std_mean topk trace tril unbind var var_mean "
         "addbmm addcmul addmm addmv bernoulli multinomial normal rand rand_like randint randint_like randn "
         "randn_like randperm unique float_power isnan"),
    "nn.functional": ("conv2d adaptive_avg_pool2d avg_pool1d avg_pool2d avg_pool3d batch_norm cross_entropy dropout "
                      "dropout2d fold glu kl_div l1_loss leaky_relu log_softmax logsigmoid max_pool2d max_unpool2d "
                      "mish nll_loss pad selu softplus unfold"),
    "linalg": "matrix_norm vector_norm",
}
_MS_NAMES = {
    "": {"broadcast_to": "broadcast_to_view", "chunk": "chunk_view", "narrow": "narrow_view",
         "select": "select_ext_view", "split": "split_view", "transpose": "transpose_ext_view",
         "unsqueeze": "unsqueeze_view",
         # MindSpore wraps these view functions in one decorator's closure
         "flatten": ("mint_view", "jit_view_unsupported.<locals>.mint_view"),
         "reshape": ("mint_view", "jit_view_unsupported.<locals>.mint_view"),
         "squeeze": ("mint_view", "jit_view_unsupported.<locals>.mint_view"),
         "t": ("mint_view", "jit_view_unsupported.<locals>.mint_view")},
    "nn.functional": {"hardtanh_": "inplace_hardtanh", "linear": "dense", "sigmoid_": "inplace_sigmoid",
                      "threshold_": "inplace_threshold", "softmax": "softmax_ext", "flatten": "flatten_ext",
                      "mse_loss": "mse_loss_ext"},
    "linalg": {"inv": "inverse_ext", "norm": "linalg_norm", "qr": "linalg_qr"},
}


def _name_as_mindspore() -> None:
    import sys

    here = sys.modules[__name__]
    spaces = {"": here, "nn.functional": nn.functional, "linalg": linalg}
    for space, names in _MS_EXT_NAMES.items():
        for n in names.split():
            fn = getattr(spaces[space], n)
            if fn.__module__.startswith("msgraph.mint"):
                fn.__name__ = fn.__qualname__ = n + "_ext"
    for space, table in _MS_NAMES.items():
        for n, new in table.items():
            fn = getattr(spaces[space], n)
            if fn.__module__.startswith("msgraph.mint"):
                fn.__name__, fn.__qualname__ = (new, new) if isinstance(new, str) else new


_name_as_mindspore()
