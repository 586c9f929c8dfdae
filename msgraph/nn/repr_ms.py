"""MindSpore 2.10's printed form of nn layers (``print(net)``) and ``Cell.phase``, installed over msgraph's layers.

* Layers whose MindSpore class has no ``extend_repr`` print ``Name()`` (LeakyReLU, GELU, ELU, Softmax,
  LogSoftmax, Pad, Dropout1d, the RNN cells, SoftmaxCrossEntropyWithLogits and every LossBase loss);
* ``Dropout`` prints ``keep_prob=...`` unless built with ``p=`` (then ``p=...``);
* ``LayerNorm`` prints ``gammaParameter (...)`` (sic: MindSpore's text has no ``=`` there);
* convolutions append ``weight_init=..., bias_init=..., format=NCHW`` (initializer names as given; default
  initializer objects print as objects);
* ``Cell.phase`` is ``'train'`` until ``set_train(False)`` sets ``'predict'`` on that Cell (not its children).
Recorded from MindSpore 2.10: tests/conformance/programs/st_nn_mint/layer_repr.py.
"""
from __future__ import annotations

from typing import Any

from .cell import Cell

__all__ = ["install", "remember_inits", "remember_default_inits", "conv3d_repr"]

_EMPTY = ("ELU", "GELU", "LeakyReLU", "LogSoftmax", "Softmax", "Pad", "Dropout1d", "SoftmaxCrossEntropyWithLogits",
          "LossBase", "RNN", "LSTM", "GRU", "RNNCell", "LSTMCell", "GRUCell")


def _empty(self: Any) -> str:
    return ""


def _layernorm_repr(self: Any) -> str:
    return (f"normalized_shape={self.normalized_shape}, begin_norm_axis={self.begin_norm_axis}, "
            f"begin_params_axis={self.begin_params_axis}, gamma{self.gamma!r}, beta={self.beta!r}")


def remember_inits(cell: Any, weight_init: Any, bias_init: Any, fmt: str = "NCHW") -> None:
    """Keep a convolution's initializers (as MindSpore prints them)."""
    cell.__dict__["_repr_inits"] = (weight_init, bias_init, fmt)


def remember_default_inits(cell: Any, weight_init: Any, bias_init: Any, has_bias: bool, fmt: str = "NCHW") -> None:
    """:func:`remember_inits` with MindSpore's defaults (HeUniform weight, Uniform bias) shown as objects."""
    remember_inits(cell, weight_init if weight_init is not None else _Default("HeUniform"),
                   bias_init if (bias_init is not None or not has_bias) else _Default("Uniform"), fmt)


def conv3d_repr(self: Any) -> str:
    """MindSpore 2.10's text of Conv3d / Conv3dTranspose (stride and dilation as triples, padding as given)."""
    trip = (lambda v: (v,) * 3 if isinstance(v, int) else tuple(v))
    text = (f"input_channels={self.in_channels}, output_channels={self.out_channels}, kernel_size={self.kernel_size}, "
            f"stride={trip(self.stride)}, pad_mode={self.pad_mode}, padding={self.padding}, "
            f"dilation={trip(self.dilation)}, group={self.group}, has_bias={self.has_bias}")
    return _conv_repr(lambda _: text)(self)


def _init_text(v: Any) -> str:
    return str(v)   # MindSpore formats it with '{}': a Tensor initializer prints as its str, [[[[1. 1.]]]]


def _conv_repr(base: Any):
    def extra_repr(self: Any) -> str:
        text = base(self)
        if "_repr_padding" in self.__dict__:   # Conv2dTranspose prints its padding argument as given
            text = text.replace(f"padding={self.padding}", f"padding={self._repr_padding}", 1)
        inits = self.__dict__.get("_repr_inits")
        if inits is None:
            return text
        w, b, fmt = inits
        return f"{text}, weight_init={_init_text(w)}, bias_init={_init_text(b)}, format={fmt}"
    return extra_repr


def _phase(self: Any) -> str:
    return self.__dict__.get("_phase", "train")


def _set_phase(self: Any, value: str) -> None:
    # MindSpore's setter: any string (a compile phase such as "increment"), a TypeError otherwise
    if not isinstance(value, str):
        raise TypeError(f"For 'Cell', the property 'phase' must be string type, but got type {type(value)}.")
    self.__dict__["_phase"] = value


def install(nn: Any) -> None:
    """Attach the reprs to the layers of ``nn`` (the msgraph.nn package namespace, which calls this)."""
    from .layer import conv, normalization

    for name in _EMPTY:
        cls = nn.get(name)
        if cls is not None:
            cls.extra_repr = _empty
            if "extend_repr" in cls.__dict__:
                cls.extend_repr = _empty
    # (nn.Dropout keeps its arguments and prints them itself, layer/basic.py)
    normalization.LayerNorm.extra_repr = _layernorm_repr
    conv._ConvBase.extra_repr = _conv_repr(conv._ConvBase.extra_repr)
    orig_make = conv._ConvBase._make_params

    def make_params(self, shape, weight_init, bias_init, dtype):
        orig_make(self, shape, weight_init, bias_init, dtype)
        remember_default_inits(self, weight_init, bias_init, self.has_bias)

    conv._ConvBase._make_params = make_params
    from .layer import conv_ext

    orig_t_init = conv_ext.Conv2dTranspose.__init__

    def convt_init(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, *a, **kw):
        orig_t_init(self, in_channels, out_channels, kernel_size, stride, pad_mode, padding, *a, **kw)
        self.__dict__["_repr_padding"] = padding

    convt_init.__doc__ = orig_t_init.__doc__
    conv_ext.Conv2dTranspose.__init__ = convt_init
    Cell.phase = property(_phase, _set_phase)
    orig_set_train = Cell.set_train

    def set_train(self, mode: bool = True) -> Cell:
        self.__dict__["_phase"] = "train" if mode else "predict"
        return orig_set_train(self, mode)

    set_train.__doc__ = orig_set_train.__doc__
    Cell.set_train = set_train


class _Default:
    """A default initializer as MindSpore prints it (an object at some address)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<mindspore.common.initializer.{self.name} object at {hex(id(self))}>"
