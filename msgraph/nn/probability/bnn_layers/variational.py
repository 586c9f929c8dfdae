"""Bayesian layers (DenseReparam, DenseLocalReparam, ConvReparam) and WithBNNLossCell.

Each forward pass samples the weights from their posterior by reparameterisation (``mean + sd * eps``,
so gradients reach ``mean`` and ``untransformed_std``); ``compute_kl_loss`` is the summed KL divergence
of the posteriors from the priors, which WithBNNLossCell adds to the data loss.
"""
from __future__ import annotations

from typing import Any

from .... import ops
from ....common.initializer import initializer
from ....common.parameter import Parameter
from ...cell import Cell
from ...layer.activation import get_activation
from ..distribution.continuous import Normal
from .layer_distribution import NormalPrior, normal_post_fn

__all__ = ["DenseReparam", "DenseLocalReparam", "ConvReparam", "WithBNNLossCell"]


def _check_prior(prior_fn: Any, arg_name: str) -> Cell:
    prior = prior_fn if isinstance(prior_fn, Cell) else prior_fn()
    for prior_name, prior_dist in prior.name_cells().items():
        if prior_name != "normal":
            raise TypeError(f"The type of distribution of `{arg_name}` must be `normal`")
        if getattr(prior_dist, "_mean_value", None) is None or getattr(prior_dist, "_sd_value", None) is None:
            raise TypeError(f"The input form of `{arg_name}` is incorrect")
    return prior


def _check_posterior(posterior_fn: Any, shape: Any, param_name: str, arg_name: str) -> Cell:
    try:
        posterior = posterior_fn(shape=shape, name=param_name)
    except TypeError:
        raise TypeError(f"The type of `{arg_name}` must be `NormalPosterior`") from None
    for posterior_name, _ in posterior.name_cells().items():
        if posterior_name != "normal":
            raise TypeError(f"The type of distribution of `{arg_name}` must be `normal`")
    return posterior


def _positive_int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"The type of '{name}' must be 'int', but got '{type(value).__name__}'.")
    if value <= 0:
        raise ValueError(f"'{name}' must be a positive int, but got {value}.")
    return value


class _BNNLayer(Cell):
    """The shared KL term and the sampled bias."""

    def compute_kl_loss(self) -> Any:
        weight_args = self.weight_posterior("get_dist_args")
        weight_type = self.weight_posterior("get_dist_type")
        kl_loss = ops.reduce_sum(self.weight_prior("kl_loss", weight_type, *weight_args))
        if self.has_bias:
            bias_args = self.bias_posterior("get_dist_args")
            bias_type = self.bias_posterior("get_dist_type")
            kl_loss += ops.reduce_sum(self.bias_prior("kl_loss", bias_type, *bias_args))
        return kl_loss

    def apply_variational_bias(self, inputs: Any) -> Any:
        return ops.bias_add(inputs, self.bias_posterior("sample"))


class _DenseVariational(_BNNLayer):
    def __init__(self, in_channels: int, out_channels: int, activation: Any = None, has_bias: bool = True,
                 weight_prior_fn: Any = NormalPrior, weight_posterior_fn: Any = normal_post_fn,
                 bias_prior_fn: Any = NormalPrior, bias_posterior_fn: Any = normal_post_fn) -> None:
        super().__init__()
        self.in_channels = _positive_int(in_channels, "in_channels")
        self.out_channels = _positive_int(out_channels, "out_channels")
        if not isinstance(has_bias, bool):
            raise TypeError(f"The type of 'has_bias' must be 'bool', but got '{type(has_bias).__name__}'.")
        self.has_bias = has_bias
        self.weight_prior = _check_prior(weight_prior_fn, "weight_prior_fn")
        self.weight_posterior = _check_posterior(weight_posterior_fn, shape=[self.out_channels, self.in_channels],
                                                 param_name="bnn_weight", arg_name="weight_posterior_fn")
        if self.has_bias:
            self.bias_prior = _check_prior(bias_prior_fn, "bias_prior_fn")
            self.bias_posterior = _check_posterior(bias_posterior_fn, shape=[self.out_channels],
                                                   param_name="bnn_bias", arg_name="bias_posterior_fn")
        self.activation = activation
        self.activation_flag = bool(activation)
        if self.activation_flag:
            if isinstance(activation, str):
                self.activation = get_activation(activation)
            elif not isinstance(activation, Cell):
                raise ValueError("The type of `activation` is wrong.")

    def construct(self, x: Any) -> Any:
        outputs = self._apply_variational_weight(x)
        if self.has_bias:
            outputs = self.apply_variational_bias(outputs)
        if self.activation_flag:
            outputs = self.activation(outputs)
        return outputs

    def extend_repr(self) -> str:
        s = (f"in_channels={self.in_channels}, out_channels={self.out_channels}, "
             f"weight_mean={self.weight_posterior.mean}, weight_std={self.weight_posterior.untransformed_std}, "
             f"has_bias={self.has_bias}")
        if self.has_bias:
            s += f", bias_mean={self.bias_posterior.mean}, bias_std={self.bias_posterior.untransformed_std}"
        if self.activation_flag:
            s += f", activation={self.activation}"
        return s


class DenseReparam(_DenseVariational):
    """DenseReparam(in_channels, out_channels, activation=None, has_bias=True, ...)."""

    def _apply_variational_weight(self, inputs: Any) -> Any:
        return ops.matmul(inputs, ops.transpose(self.weight_posterior("sample"), (1, 0)))


class DenseLocalReparam(_DenseVariational):
    """DenseLocalReparam(...): samples the pre-activations instead of the weights."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.normal = Normal()

    def _apply_variational_weight(self, inputs: Any) -> Any:
        mean = ops.matmul(inputs, ops.transpose(self.weight_posterior("mean"), (1, 0)))
        sd = self.weight_posterior("sd")
        std = ops.sqrt(ops.matmul(inputs * inputs, ops.transpose(sd * sd, (1, 0))))
        return self.normal("sample", mean=mean, sd=std)


def _twice(v: Any, name: str) -> tuple:
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, v)
    if isinstance(v, tuple) and len(v) == 2:
        return v
    raise ValueError(f"The '{name}' must be an int or a tuple of two ints, but got {v}.")


class ConvReparam(_BNNLayer):
    """ConvReparam(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1,
    group=1, has_bias=False, ...): a Conv2d whose kernel is sampled from its posterior."""

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1, pad_mode: str = "same",
                 padding: Any = 0, dilation: Any = 1, group: int = 1, has_bias: bool = False,
                 weight_prior_fn: Any = NormalPrior, weight_posterior_fn: Any = normal_post_fn,
                 bias_prior_fn: Any = NormalPrior, bias_posterior_fn: Any = normal_post_fn) -> None:
        super().__init__()
        if pad_mode not in ("valid", "same", "pad"):
            raise ValueError("Attr 'pad_mode' of 'Conv2d' Op passed " + str(pad_mode) +
                             ", should be one of values in 'valid', 'same', 'pad'.")
        self.in_channels = _positive_int(in_channels, "in_channels")
        self.out_channels = _positive_int(out_channels, "out_channels")
        self.kernel_size = _twice(kernel_size, "kernel_size")
        self.stride = _twice(stride, "stride")
        self.dilation = _twice(dilation, "dilation")
        self.pad_mode = pad_mode
        self.padding = padding
        self.group = group
        self.has_bias = has_bias
        self.shape = [self.out_channels, self.in_channels // self.group, *self.kernel_size]
        # MindSpore's layer keeps the plain Conv2d's (unused, frozen) weight and bias
        # (its 'normal' init draws one seed from numpy's global stream, which the posteriors' draws follow)
        self.weight = Parameter(initializer("normal", self.shape), name="weight", requires_grad=False)
        if has_bias:
            self.bias = Parameter(initializer("zeros", [self.out_channels]), name="bias", requires_grad=False)
        self.weight_prior = _check_prior(weight_prior_fn, "weight_prior_fn")
        self.weight_posterior = _check_posterior(weight_posterior_fn, shape=self.shape, param_name="bnn_weight",
                                                 arg_name="weight_posterior_fn")
        if self.has_bias:
            self.bias_prior = _check_prior(bias_prior_fn, "bias_prior_fn")
            self.bias_posterior = _check_posterior(bias_posterior_fn, shape=[self.out_channels],
                                                   param_name="bnn_bias", arg_name="bias_posterior_fn")
        self.conv2d = ops.Conv2D(out_channel=self.out_channels, kernel_size=self.kernel_size, mode=1,
                                 pad_mode=self.pad_mode, pad=self.padding, stride=self.stride,
                                 dilation=self.dilation, group=self.group)

    def construct(self, inputs: Any) -> Any:
        outputs = self._apply_variational_weight(inputs)
        if self.has_bias:
            outputs = self.apply_variational_bias(outputs)
        return outputs

    def _apply_variational_weight(self, inputs: Any) -> Any:
        return self.conv2d(inputs, self.weight_posterior("sample"))

    def extend_repr(self) -> str:
        s = (f"in_channels={self.in_channels}, out_channels={self.out_channels}, kernel_size={self.kernel_size}, "
             f"stride={self.stride}, pad_mode={self.pad_mode}, padding={self.padding}, dilation={self.dilation}, "
             f"group={self.group}, weight_mean={self.weight_posterior.mean}, "
             f"weight_std={self.weight_posterior.untransformed_std}, has_bias={self.has_bias}")
        if self.has_bias:
            s += f", bias_mean={self.bias_posterior.mean}, bias_std={self.bias_posterior.untransformed_std}"
        return s


class WithBNNLossCell(Cell):
    """WithBNNLossCell(backbone, loss_fn, dnn_factor=1, bnn_factor=1): loss * dnn_factor + KL * bnn_factor."""

    def __init__(self, backbone: Cell, loss_fn: Cell, dnn_factor: Any = 1, bnn_factor: Any = 1) -> None:
        super().__init__(auto_prefix=False)
        for name, val in (("dnn_factor", dnn_factor), ("bnn_factor", bnn_factor)):
            if isinstance(val, bool) or not isinstance(val, (int, float)):
                raise TypeError(f"The type of `{name}` must be `int` or `float`")
            if val < 0:
                raise ValueError(f"The value of `{name}` should >= 0")
        self._backbone = backbone
        self._loss_fn = loss_fn
        self.dnn_factor = dnn_factor
        self.bnn_factor = bnn_factor
        self.kl_loss = []
        self._add_kl_loss(self._backbone)

    def construct(self, x: Any, label: Any) -> Any:
        y_pred = self._backbone(x)
        backbone_loss = self._loss_fn(y_pred, label)
        kl_loss = 0
        for kl_loss_func in self.kl_loss:
            kl_loss += kl_loss_func()
        return backbone_loss * self.dnn_factor + kl_loss * self.bnn_factor

    def _add_kl_loss(self, net: Cell) -> None:
        for _, layer in net.name_cells().items():
            if isinstance(layer, _BNNLayer):
                self.kl_loss.append(layer.compute_kl_loss)
            else:
                self._add_kl_loss(layer)

    @property
    def backbone_network(self) -> Cell:
        return self._backbone
