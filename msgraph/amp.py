"""``mindspore.amp``: loss scaling and automatic mixed precision.

* Loss-scale managers for ``Model``/``build_train_network``: :class:`FixedLossScaleManager`,
  :class:`DynamicLossScaleManager` (Python-side state; ``get_update_cell()`` gives the Cell that
  ``nn.TrainOneStepWithLossScaleCell`` runs in the graph).
* Functional loss scalers (2.x): :class:`StaticLossScaler`, :class:`DynamicLossScaler`,
  :func:`all_finite` -- usable inside ``ms.jit`` functions and Graph-mode Cells (their state is
  Parameters).
* :func:`auto_mixed_precision` (O0-O3) and :func:`build_train_network`.

float16 compute runs on numpy's float16 (correct, slow).  See docs/differences.md.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from . import nn, ops
from .common import dtype as mstype
from .common.tensor import Parameter, Tensor
from .context import get_context
from .errors import ArgumentError, GraphAttributeError
from .jit_class import jit_class
from .nn import _checks as chk
from .ops.registry import op_function

__all__ = ["DynamicLossScaleManager", "LossScaleManager", "FixedLossScaleManager", "build_train_network",
           "DynamicLossScaler", "StaticLossScaler", "LossScaler", "auto_mixed_precision", "all_finite",
           "custom_mixed_precision", "get_white_list", "get_black_list"]


# ---------------------------------------------------------------------------------------------
# loss-scale managers (mindspore.train.loss_scale_manager)
# ---------------------------------------------------------------------------------------------
class LossScaleManager:
    """Base class of the loss-scale managers."""

    def get_loss_scale(self):
        """The current loss scale."""

    def update_loss_scale(self, overflow):
        """Update the scale after a step (``overflow``: whether it overflowed)."""

    def get_update_cell(self):
        """The Cell that updates the scale inside the train step (or None)."""


class FixedLossScaleManager(LossScaleManager):
    """A constant loss scale.  With ``drop_overflow_update`` (default) a step whose gradients overflow
    is skipped (the train step checks); without it, the scale is only the loss's sensitivity."""

    def __init__(self, loss_scale=128.0, drop_overflow_update=True):
        if loss_scale < 1:
            raise ValueError(f"The argument 'loss_scale' must be >= 1, but got {loss_scale}")
        self._loss_scale = loss_scale
        self._drop_overflow_update = drop_overflow_update

    def get_loss_scale(self):
        return self._loss_scale

    def get_drop_overflow_update(self):
        return self._drop_overflow_update

    def update_loss_scale(self, overflow):
        """Nothing to update: the scale is fixed."""

    def get_update_cell(self):
        if not self._drop_overflow_update:
            return None
        return nn.FixedLossScaleUpdateCell(self._loss_scale)


class DynamicLossScaleManager(LossScaleManager):
    """A loss scale that halves (``/ scale_factor``, at least 1) on overflow and grows
    (``* scale_factor``) after ``scale_window`` steps without one."""

    def __init__(self, init_loss_scale=2 ** 24, scale_factor=2, scale_window=2000):
        if init_loss_scale < 1.0:
            raise ValueError(f"The argument 'init_loss_scale' must be > 1, but got {init_loss_scale}")
        self.loss_scale = init_loss_scale
        chk.positive_int(scale_window, "scale_window", type(self).__name__)
        self.scale_window = scale_window
        if scale_factor <= 0:
            raise ValueError(f"The argument 'scale_factor' must be > 0, but got {scale_factor}")
        self.scale_factor = scale_factor
        self.increase_ratio = scale_factor
        self.decrease_ratio = 1 / scale_factor
        self.cur_iter = 1
        self.last_overflow_iter = 0
        self.bad_step_max = 1000
        self.bad_step = 0

    def get_loss_scale(self):
        return self.loss_scale

    def update_loss_scale(self, overflow):
        if overflow:
            self.loss_scale = max(self.loss_scale * self.decrease_ratio, 1)
            self.last_overflow_iter = self.cur_iter
            self.bad_step += 1
        else:
            if (self.cur_iter - self.last_overflow_iter) % self.scale_window == 0:
                self.loss_scale *= self.increase_ratio
            self.bad_step = 0
        if self.bad_step > self.bad_step_max:
            raise RuntimeError(f"Dynamic loss scale Continuous overflow {self.bad_step} times, has exceeded "
                               f"maximum threshold.")
        self.cur_iter += 1

    def get_drop_overflow_update(self):
        return True

    def get_update_cell(self):
        return nn.DynamicLossScaleUpdateCell(self.loss_scale, self.scale_factor, self.scale_window)


# ---------------------------------------------------------------------------------------------
# functional loss scalers
# ---------------------------------------------------------------------------------------------
@op_function  # called directly with symbolic values in Graph mode
def all_finite(inputs):
    """A Bool scalar Tensor: True when no Tensor in ``inputs`` (a tuple/list) holds an inf or a nan."""
    finite = None
    for x in inputs:
        ok = ops.isfinite(x).all()
        finite = ok if finite is None else ops.logical_and(finite, ok)
    if finite is None:   # MindSpore 2.10 sums the per-input flags with AddN (measured, session 33)
        raise ValueError("For primitive[AddN], the concat element num must be greater than or equal to 1, "
                         "but got 0.")
    return finite


@op_function  # called directly with symbolic values in Graph mode
def _scale_each(inputs, factor):
    if isinstance(inputs, (tuple, list)):
        out = ()
        for x in inputs:
            out = out + (_scale_each(x, factor),)
        return list(out) if isinstance(inputs, list) else out   # (a list stays a list: MindSpore's HyperMap)
    if isinstance(inputs, dict):   # MindSpore's HyperMap maps a dict's values, keeping its keys (adapt38pn)
        return {k: _scale_each(v, factor) for k, v in inputs.items()}
    if isinstance(inputs, (bool, int, float)):   # MindSpore: "'Float' object has no attribute 'dtype'"
        raise GraphAttributeError(f"'{type(inputs).__name__}' object has no attribute 'dtype'")
    if inputs is None or isinstance(inputs, str):   # MindSpore: the argument check of its mutable() inputs
        raise ArgumentError(f"For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list, "
                        f"dict) or their nested structures, but got {inputs!r}.")
    return inputs * ops.cast(factor, inputs.dtype)


def _grad_scale_map(scale_value, inputs):
    """MindSpore's ``amp._grad_scale_map``: each Tensor of ``inputs`` times ``scale_value`` (in its dtype); custom
    LossScalers (its docstring's example) import it."""
    return _scale_each(inputs, scale_value)


def _grad_unscale_map(scale_value, inputs):
    """MindSpore's ``amp._grad_unscale_map``: each Tensor of ``inputs`` times ``1 / scale_value``."""
    return _scale_each(inputs, ops.reciprocal(scale_value))


@jit_class  # usable inside jit functions and construct, as MindSpore's
class LossScaler:
    """Base class: ``scale(inputs)``, ``unscale(inputs)``, ``adjust(grads_finite)``."""

    def scale(self, inputs):
        raise NotImplementedError

    def unscale(self, inputs):
        raise NotImplementedError

    def adjust(self, grads_finite):
        raise NotImplementedError


class StaticLossScaler(LossScaler):
    """Multiplies by (``scale``) / divides by (``unscale``) a constant ``scale_value``."""

    def __init__(self, scale_value):
        chk.value_type(scale_value, "scale_value", [float, int])
        if scale_value < 1.0:
            raise ValueError(f"The argument 'scale_value' must be > 1, but got {scale_value}")
        self.scale_value = Parameter(Tensor(np.asarray(scale_value, np.float32)), name="scale_value")

    def scale(self, inputs):
        return _scale_each(inputs, self.scale_value)

    def unscale(self, inputs):
        return _scale_each(inputs, 1.0 / self.scale_value)

    def adjust(self, grads_finite):
        return False


class DynamicLossScaler(LossScaler):
    """A scale that is divided by ``scale_factor`` (at least 1) when gradients are not finite and
    multiplied by it after ``scale_window`` finite steps (``adjust(grads_finite)``; the counter and
    the scale are Parameters, so it works inside a compiled step)."""

    def __init__(self, scale_value, scale_factor, scale_window):
        chk.value_type(scale_value, "scale_value", [float, int])
        if scale_value < 1.0:
            raise ValueError(f"The argument 'scale_value' must be > 1, but got {scale_value}")
        self.scale_value = Parameter(Tensor(np.asarray(scale_value, np.float32)), name="scale_value")
        self.scale_window = chk.positive_int(scale_window, "scale_window")
        self.scale_factor = chk.positive_int(scale_factor, "scale_factor")
        self.counter = Parameter(Tensor(np.asarray(0, np.int32)), name="counter")

    def scale(self, inputs):
        return _scale_each(inputs, self.scale_value)

    def unscale(self, inputs):
        return _scale_each(inputs, 1.0 / self.scale_value)

    def adjust(self, grads_finite):
        one = ops.ones((), self.scale_value.dtype)
        grown = self.scale_value * self.scale_factor
        at_window = self.counter == self.scale_window - 1
        keep_or_grow = ops.select(at_window, ops.select(ops.isfinite(grown), grown, self.scale_value),
                                  self.scale_value)
        new_scale = ops.select(grads_finite, keep_or_grow, ops.maximum(one, self.scale_value / self.scale_factor))
        ops.assign(self.scale_value, new_scale)
        counter = (self.counter + 1) % self.scale_window * ops.cast(grads_finite, mstype.int32)
        ops.assign(self.counter, counter)
        return True


# ---------------------------------------------------------------------------------------------
# automatic mixed precision
# ---------------------------------------------------------------------------------------------
def _cells(*names):
    return [getattr(nn, n) for n in names if hasattr(nn, n)]


AMP_WHITE_LIST_CELLS = ("Conv1d", "Conv2d", "Conv3d", "Conv1dTranspose", "Conv2dTranspose", "Conv3dTranspose",
                        "Dense", "LSTMCell", "RNNCell", "GRUCell")
AMP_WHITE_LIST_OPS = frozenset({"Conv2D", "Conv3D", "Conv2DTranspose", "Conv3DTranspose", "Conv2DBackpropInput",
                                "MatMul", "BatchMatMul", "PReLU", "ReLU", "Ger"})
AMP_BLACK_LIST_CELLS = ("BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm")


def get_white_list():
    """The Cells (and primitive names) that O1 runs in float16."""
    return _cells(*AMP_WHITE_LIST_CELLS) + sorted(AMP_WHITE_LIST_OPS)


def get_black_list():
    """The Cells that O2 keeps in float32."""
    return _cells(*AMP_BLACK_LIST_CELLS)


def _cast_tree(out, dtype):
    return ops.mixed_precision_cast(dtype, out)


class _Wrapper(nn.Cell):
    """A Cell around ``_backbone`` whose attributes read through to it (MindSpore copies them)."""

    def _take_mode(self, backbone):
        # MindSpore's rewritten network keeps the original's training flag (set_train before the wrap)
        self.training = bool(getattr(backbone, "training", False))

    def __getattr__(self, name):
        backbone = self.__dict__.get("_backbone")
        if backbone is not None and not name.startswith("__"):
            return getattr(backbone, name)
        return super().__getattr__(name)


class _OutputTo16(nn.Cell):
    """Runs ``backbone`` and casts its result to float16.  Unlike the other wrappers, the backbone's attributes do
    not read through (MindSpore 2.10: ``net.bn.moving_mean`` of a kept-float32 BatchNorm is an AttributeError)."""

    def __init__(self, backbone, dtype=mstype.float16):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self.dtype = dtype

    def construct(self, *args):
        return ops.cast(self._backbone(*args), self.dtype)


class _OutputTo32(_Wrapper):
    """Runs ``backbone`` and casts its float results to float32."""

    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._take_mode(backbone)

    def construct(self, *args):
        return _cast_tree(self._backbone(*args), mstype.float32)

    # the network O2 / O3 / a black list wrap: its attributes do not read through (MindSpore 2.10's AttributeError
    # for `auto_mixed_precision(net, "O2").d1`)
    __getattr__ = nn.Cell.__getattr__


class _RewrittenTo32(_OutputTo32):
    """A white-listed Cell that O1 / a white list rewrote: MindSpore's rewritten Cell (``DenseOpt``) keeps the
    original's attributes, so they read through."""

    __getattr__ = _Wrapper.__getattr__


class _AmpO1(_Wrapper):
    """O1: white-listed primitives run in float16 with float32 results (the Cells were rewritten)."""

    def __init__(self, backbone, dtype):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._take_mode(backbone)
        self.__dict__["_amp_policy"] = (dtype, AMP_WHITE_LIST_OPS)

    def construct(self, *args):
        return self._backbone(*args)


def _replace_child(parent, name, new):
    parent._cells[name] = new
    parent.__dict__[name] = new
    if isinstance(parent, nn.SequentialCell):
        parent.cell_list = list(parent._cells.values())


def _user_precision(cell) -> bool:
    return cell.__dict__.get("_amp_policy") is not None


def _o1_rewrite(network, dtype):
    white = tuple(_cells(*AMP_WHITE_LIST_CELLS))
    for name, sub in list(network.name_cells().items()):
        if isinstance(sub, white) and not _user_precision(sub):
            _replace_child(network, name, _RewrittenTo32(sub.to_float(dtype)))
        elif not _user_precision(sub):
            _o1_rewrite(sub, dtype)


def _auto_black_list(network, black_list, dtype):
    network.to_float(dtype)
    for name, sub in list(network.name_cells().items()):
        if sub is network:
            continue
        if isinstance(sub, tuple(black_list)):
            _replace_child(network, name, _OutputTo16(sub.to_float(mstype.float32), dtype))
        else:
            _auto_black_list(sub, black_list, dtype)
    return network


#: MindSpore 2.10's AMP_AUTO_WHITE_LIST / AMP_AUTO_BLACK_LIST (primitive names; arg positions: all inputs)
AMP_AUTO_WHITE_LIST = ("Conv2D", "Conv3D", "Conv2DExt", "Conv3DExt", "ConvTranspose2D", "Conv2DTranspose",
                       "Conv3DTranspose", "Convolution", "MatMul", "MatMulExt", "BatchMatMul", "BatchMatMulExt",
                       "PReLU", "Einsum", "Dense", "Addmm", "Addbmm", "Addmv", "Baddbmm", "Mv")
AMP_AUTO_BLACK_LIST = ("Pow", "ACos", "Asin", "Cosh", "Erfinv", "Exp", "Expm1", "Log", "Log10", "Log1p", "Log2",
                       "Reciprocal", "Rsqrt", "Sinh", "Tan", "Softplus", "SoftplusExt", "LayerNorm", "LayerNormExt",
                       "BatchNorm", "BatchNormExt", "GroupNorm", "Norm", "KLDivLoss", "SmoothL1Loss",
                       "MultilabelMarginLoss", "SoftMarginLoss", "TripletMarginLoss", "MultiMarginLoss",
                       "BCEWithLogitsLoss", "Pdist", "Cdist", "Renorm", "ReduceProd", "Softmax", "LogSoftmax",
                       "LogSoftmaxExt", "CumProd", "CumSum", "CumsumExt", "ProdExt", "SumExt", "L1LossExt",
                       "MSELossExt", "NLLLoss", "NLLLoss2d")


class _AmpAuto(_Wrapper):
    """A function under amp level 'auto': runs it with the strategy pushed (ops/amp_state.py)."""

    def __init__(self, backbone, policy):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self.__dict__["_amp_policy"] = policy

    def construct(self, *args):
        return self._backbone(*args)


def _amp_auto(network, dtype):
    """Amp level 'auto' (MindSpore's AmpStrategy): while ``network`` runs, white-listed primitives compute in
    ``dtype``, black-listed ones in float32, the promote list in its inputs' widest float type, the rest as their
    inputs say; results keep the dtype they are computed in.  A Cell is returned itself (with ``amp_strategy``)."""
    from .ops.amp_state import AmpLevel, AmpStrategy

    strategy = AmpStrategy(AmpLevel.AmpAuto, dtype, [(n, []) for n in AMP_AUTO_WHITE_LIST],
                           [(n, []) for n in AMP_AUTO_BLACK_LIST])
    policy = (dtype, strategy)
    if not isinstance(network, nn.Cell) or network.__dict__.get("_amp_policy") is not None:
        network = _AmpAuto(network, policy)
    else:
        network.__dict__["_amp_policy"] = policy
    network.__dict__["amp_strategy"] = strategy
    network.__dict__["_amp_level"] = "auto"
    return network


def _half_types():
    return [t for t in (mstype.float16, getattr(mstype, "bfloat16", None)) if t is not None]


def auto_mixed_precision(network, amp_level="O0", dtype=mstype.float16):
    """Mixed precision for ``network`` (a Cell):

    * ``O0``: unchanged;
    * ``O1``: white-listed Cells (Dense, Conv...) and primitives (MatMul, Conv2D, ReLU...) compute in
      ``dtype`` and give float32 results;
    * ``O2``: everything in ``dtype`` except BatchNorm/LayerNorm (float32), outputs cast to float32;
    * ``O3``: everything in ``dtype``, outputs cast to float32.

    Returns the (possibly wrapped) network; Parameters stay float32.
    """
    if not isinstance(network, nn.Cell):
        if amp_level == "auto" and not callable(network):
            raise TypeError("For amp_level 'auto', the network type should be Cell or function.")
        if amp_level != "auto":
            raise TypeError(f"For amp_level '{amp_level}', the network type should be Cell.")
    if not any(dtype is t or dtype == t for t in _half_types()):
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got {dtype}.")
    if amp_level == "O0":
        return network
    if amp_level == "auto":
        return _amp_auto(network, dtype)
    if amp_level == "O1":
        _o1_rewrite(network, dtype)
        network = _AmpO1(network, dtype)
    elif amp_level == "O2":
        network = _OutputTo32(_auto_black_list(network, get_black_list(), dtype))
    elif amp_level == "O3":
        network.to_float(dtype)
        network = _OutputTo32(network)
    else:
        raise ValueError(f"The amp level {amp_level} is not supported")
    network.__dict__["_amp_level"] = amp_level
    return network


def custom_mixed_precision(network, *, white_list=None, black_list=None, dtype=mstype.float16):
    """float16 for the Cells of ``white_list`` (or all but those of ``black_list``), float32 results."""
    if not isinstance(network, nn.Cell):
        raise TypeError("The network type should be Cell.")
    if (white_list is None) == (black_list is None):
        raise ValueError("For custom_mixed_precision, one of white_list and black_list must be provided.")
    if white_list is not None:
        cells = tuple(c for c in white_list if isinstance(c, type) and issubclass(c, nn.Cell))
        names = frozenset(getattr(c, "__name__", str(c)) for c in white_list if not (isinstance(c, type) and
                                                                                     issubclass(c, nn.Cell)))

        def rewrite(net):
            for name, sub in list(net.name_cells().items()):
                if isinstance(sub, cells):
                    _replace_child(net, name, _RewrittenTo32(sub.to_float(dtype)))
                else:
                    rewrite(sub)
        rewrite(network)
        out = _AmpO1(network, dtype)
        out.__dict__["_amp_policy"] = (dtype, names) if names else None
        return out
    return _OutputTo32(_auto_black_list(network, [c for c in black_list if isinstance(c, type)], dtype))


def _do_keep_batchnorm_fp32(network):
    black = tuple(get_black_list())
    for name, sub in list(network.name_cells().items()):
        if sub is network:
            continue
        if isinstance(sub, black):
            _replace_child(network, name, _OutputTo16(sub.to_float(mstype.float32)))
        else:
            _do_keep_batchnorm_fp32(sub)


_CONFIG_LEVEL = {
    "O0": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O1": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O2": {"keep_batchnorm_fp32": True, "cast_model_type": mstype.float16, "loss_scale_manager": "dynamic"},
    "O3": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float16, "loss_scale_manager": None},
    "auto": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
}


def _check_kwargs(kwargs):
    for arg in kwargs:
        if arg not in ("cast_model_type", "keep_batchnorm_fp32", "loss_scale_manager"):
            raise ValueError(f"Unsupported arg '{arg}'")
    if "cast_model_type" in kwargs:
        t = kwargs["cast_model_type"]
        if not any(t is d or t == d for d in (mstype.float16, mstype.float32)):
            raise TypeError(f"For 'cast_model_type', the type should be one of ['Float16', 'Float32'], "
                            f"but got {t}.")
    if "keep_batchnorm_fp32" in kwargs:
        chk.value_type(kwargs["keep_batchnorm_fp32"], "keep_batchnorm_fp32", [bool])
    manager = kwargs.get("loss_scale_manager")
    if manager:
        chk.value_type(manager, "loss_scale_manager", [LossScaleManager])


def _check_level(level, boost_level):
    levels = ["O0", "O1", "O2", "O3", "auto"]
    if not isinstance(level, str):
        raise TypeError(f"The argument `level` must be a string in {levels},but got type {type(level)}.")
    if level not in levels:
        raise ValueError(f"The 'level' should be in : {levels}, but got {level}.")
    if boost_level not in ["O0", "O1", "O2"]:
        raise ValueError(f"The 'boost_level' should be in : ['O0', 'O1', 'O2'], but got {boost_level}.")
    return level


class _WithLossCellFp32(_Wrapper):
    """``loss_fn(float32(backbone(data)), float32(label))``: the loss of a float16 network in float32."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label):
        out = self._backbone(data)
        label = _cast_tree(label, mstype.float32)
        return self._loss_fn(_cast_tree(out, mstype.float32), label)


def _add_loss_network(network, loss_fn, cast_model_type):
    chk.value_type(loss_fn, "loss_fn", [nn.Cell])
    fp16_net = cast_model_type is mstype.float16 or cast_model_type == mstype.float16 or \
        network.__dict__.get("_amp_level") in ("O2", "O3", "auto")
    return _WithLossCellFp32(network, loss_fn) if fp16_net else nn.WithLossCell(network, loss_fn)


def _auto_mixed_precision_process(network, config, level):
    if config["cast_model_type"] == mstype.float16:
        network.to_float(mstype.float16)
        if config["keep_batchnorm_fp32"]:
            _do_keep_batchnorm_fp32(network)
    elif not config["keep_batchnorm_fp32"] and level == "O2":
        network.to_float(mstype.float16)
    elif config["cast_model_type"] == mstype.float32 and level in ("O2", "O3"):
        pass
    else:
        network = auto_mixed_precision(network, level)
    return network


def build_train_network(network, optimizer, loss_fn=None, level="O0", boost_level="O0", **kwargs):
    """A train-step Cell for ``network`` with mixed precision ``level`` (O0-O3, auto).

    ``kwargs``: ``cast_model_type`` (float16/float32), ``keep_batchnorm_fp32`` (bool),
    ``loss_scale_manager`` (a LossScaleManager, or None).  O2 defaults to float16 with float32
    BatchNorm and a DynamicLossScaleManager; O3 to float16.  With a manager whose update cell is not
    None the step is ``nn.TrainOneStepWithLossScaleCell``, else ``nn.TrainOneStepCell`` with the
    manager's scale as sensitivity.  As in MindSpore, an update cell is refused on ``device_target``
    CPU (ValueError): there use ``FixedLossScaleManager(drop_overflow_update=False)`` or none.
    """
    chk.value_type(optimizer, "optimizer", [nn.Optimizer])
    level = _check_level(level, boost_level)
    _check_kwargs(kwargs)
    config = dict(_CONFIG_LEVEL[level], **kwargs)
    if config["loss_scale_manager"] == "dynamic":
        config["loss_scale_manager"] = DynamicLossScaleManager()
    network = _auto_mixed_precision_process(network, config, level)
    if loss_fn:
        network = _add_loss_network(network, loss_fn, config["cast_model_type"])
    loss_scale = None
    manager = config["loss_scale_manager"]
    if manager is not None:
        loss_scale = manager.get_loss_scale()
        update_cell = manager.get_update_cell()
        if update_cell is not None:
            if get_context("device_target") == "CPU":
                raise ValueError("Only `loss_scale_manager=None` or `loss_scale_manager=FixedLossScaleManager("
                                 "drop_overflow_update=False)`are supported on device `CPU`. ")
            return nn.TrainOneStepWithLossScaleCell(network, optimizer, scale_sense=update_cell).set_train()
    return nn.TrainOneStepCell(network, optimizer, loss_scale).set_train()
