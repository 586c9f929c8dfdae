"""More of MindSpore's wrapper cells (h-zoo): nn.WithGradCell, nn.ForwardValueAndGrad, nn.ParameterUpdate."""
from __future__ import annotations

from types import FunctionType, MethodType

from ... import ops
from ...autodiff.grad import GradOperation
from ...common.tensor import Parameter
from ..cell import Cell
from ..parameter_tuple import ParameterTuple
from .cell_wrapper import WithLossCell

__all__ = ["WithGradCell", "ForwardValueAndGrad", "ParameterUpdate"]


class WithGradCell(Cell):
    """The gradients of ``network`` (with ``loss_fn`` when given) w.r.t. its trainable Parameters;
    ``sens`` is the sensitivity of the output (None: ones)."""

    def __init__(self, network, loss_fn=None, sens=None):
        super().__init__(auto_prefix=False)
        self.network = network
        self.loss_fn = loss_fn
        self.weights = ParameterTuple(network.trainable_params())
        self.grad = GradOperation(get_by_list=True, sens_param=sens is not None)
        self.sens = sens
        self.network_with_loss = network if loss_fn is None else WithLossCell(self.network, self.loss_fn)
        self.network_with_loss.set_train()

    def construct(self, *inputs):
        weights = self.weights
        if self.sens is None:
            return self.grad(self.network_with_loss, weights)(*inputs)
        return self.grad(self.network_with_loss, weights)(*inputs, self.sens)


class ForwardValueAndGrad(Cell):
    """``(network(*inputs), gradients)``; the gradients as ``GradOperation(get_all, get_by_list,
    sens_param)`` gives them (with ``sens_param`` the last input is the sensitivity)."""

    def __init__(self, network, weights=None, get_all=False, get_by_list=False, sens_param=False):
        super().__init__(auto_prefix=False)
        if not isinstance(network, (Cell, FunctionType, MethodType)):
            raise TypeError("For 'ForwardValueAndGrad', the argument 'network' must be cell, function type or "
                            f"method type, but got '{type(network)}'")
        if not isinstance(get_all, bool):
            raise TypeError(f"For 'ForwardValueAndGrad', the type of 'get_all' must be bool, but got '{type(get_all)}'")
        if not isinstance(get_by_list, bool):
            raise TypeError("For 'ForwardValueAndGrad', the type of 'get_by_list' must be bool, but got "
                            f"'{type(get_by_list)}'")
        if get_by_list and not isinstance(weights, (ParameterTuple, tuple, list)):
            raise TypeError("For 'ForwardValueAndGrad', when 'get_by_list' is set to True, the argument 'weights' "
                            f"must be Parameters array, but got '{type(weights)}'")
        self.network = network
        if isinstance(network, Cell):
            self.network.set_grad()
        self.weights = weights
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param
        self.grad = GradOperation(get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)

    def construct(self, *inputs):
        grad_inputs = inputs
        if self.sens_param:
            inputs = inputs[:-1]
        loss = self.network(*inputs)
        if self.get_by_list:
            grads = self.grad(self.network, self.weights)(*grad_inputs)
        else:
            grads = self.grad(self.network)(*grad_inputs)
        return loss, grads


class ParameterUpdate(Cell):
    """``ParameterUpdate(param)(x)`` assigns ``x`` to ``param`` and returns ``x``."""

    def __init__(self, param):
        super().__init__(auto_prefix=False)
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'ParameterUpdate', 'param' must be 'Parameter', but got {type(param)}.")
        self._param = param

    def construct(self, x):
        ops.assign(self._param, x)
        return x
