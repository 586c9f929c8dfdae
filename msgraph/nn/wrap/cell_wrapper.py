"""Training wrappers: nn.WithLossCell and nn.TrainOneStepCell."""
from __future__ import annotations

from ...autodiff.grad import value_and_grad
from ..cell import Cell
from ..parameter_tuple import ParameterTuple

__all__ = ["WithLossCell", "TrainOneStepCell"]


class WithLossCell(Cell):
    """``loss_fn(backbone(data), label)``; keeps the backbone's Parameter names (no prefix)."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        if not isinstance(backbone, Cell) or not isinstance(loss_fn, Cell):
            raise TypeError("For 'WithLossCell', 'backbone' and 'loss_fn' must be Cells.")
        self._backbone = backbone
        self._loss_fn = loss_fn

    @property
    def backbone_network(self):
        return self._backbone

    def construct(self, data, label):
        out = self._backbone(data)
        return self._loss_fn(out, label)


class TrainOneStepCell(Cell):
    """One training step: loss, gradients w.r.t. the optimizer's Parameters, optimizer update.

    ``sens`` scales the loss's sensitivity, filled to the loss's shape; without it (None) every output gets a
    sensitivity of ones, as MindSpore's GradOperation without sens (a network returning ``(loss, logits)``
    trains on both).  Returns the loss computed before the update.
    """

    def __init__(self, network, optimizer, sens=None, return_grad=False):
        super().__init__(auto_prefix=False)
        if not isinstance(network, Cell):   # MindSpore calls network.set_grad() first
            from ...errors import GraphAttributeError

            raise GraphAttributeError(f"'{type(network).__name__}' object has no attribute 'set_grad'")
        if not isinstance(optimizer, Cell):   # MindSpore reads optimizer.parameters first: an AttributeError
            from ...errors import GraphAttributeError

            raise GraphAttributeError(f"'{type(optimizer).__name__}' object has no attribute 'parameters'",
                                      hint="TrainOneStepCell's optimizer must be an nn.Optimizer Cell")
        if sens is not None and not isinstance(sens, bool) and sens == 0:
            raise ValueError("The input argument of 'sens' can not be 0.")
        self.network = network
        self.network.set_grad()
        self.optimizer = optimizer
        self.weights = ParameterTuple(optimizer.parameters)
        self.sense_flag = sens is not None
        self.sens = 1.0 if sens is None else float(sens)
        self.return_grad = return_grad
        if return_grad:
            self.weights_name = [p.name for p in self.optimizer.parameters]
        # MindSpore's attributes that the model zoo's TrainOneStepCell subclasses use in their own construct
        # (BERT, YOLO, GAN wrappers: self.grad(self.network, weights)(*inputs, sens), self.grad_reducer(grads)).
        from ...autodiff.grad import GradOperation
        from ..layer.activation_ext import Identity

        self.grad = GradOperation(get_by_list=True, sens_param=True)
        self.grad_no_sens = GradOperation(get_by_list=True)
        self.grad_reducer = Identity()
        # One forward pass gives both the loss and the gradients (MindSpore's version runs the
        # network again for the loss, which doubles PyNative's cost).
        self.grad_fn = value_and_grad(network, None, self.weights, sens_param=True)
        self.grad_fn.fill_number_sens = True   # MindSpore fills sens to the loss's shape (a vector loss trains)
        self.grad_fn_no_sens = value_and_grad(network, None, self.weights)
        # As MindSpore: in DATA_PARALLEL (or HYBRID_PARALLEL) mode the gradients are all-reduced over
        # the world group (mean when gradients_mean) before the optimizer sees them.
        from ...parallel._auto_parallel_context import ParallelMode
        from ...parallel._utils import _get_device_num, _get_gradients_mean, _get_parallel_mode

        self.parallel_mode = _get_parallel_mode()
        self.reducer_flag = self.parallel_mode in (ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL)
        if self.reducer_flag:
            from ...communication.management import GlobalComm
            from .grad_reducer import DistributedGradReducer, broadcast_parameters_if_asked

            self.grad_reducer = DistributedGradReducer(self.weights, _get_gradients_mean(), _get_device_num(),
                                                       group=GlobalComm.WORLD_COMM_GROUP)
            broadcast_parameters_if_asked(self.weights)     # parameter_broadcast=True: rank 0's values
        # MindSpore's graceful exit (train.OnRequestExit): with MS_ENABLE_GRACEFUL_EXIT=1 the cell carries the
        # flags the callback sets and reads (on one process they are not reduced, so construct ignores them).
        import os

        self.use_graceful_exit = os.environ.get("MS_ENABLE_GRACEFUL_EXIT") == "1"
        if self.use_graceful_exit:
            from ...common import dtype as mstype
            from ...common.tensor import Parameter, Tensor

            self.exit_param = Parameter(Tensor(False, mstype.bool_), name="graceful_exit")
            self.init_param = Parameter(Tensor([0], mstype.int32), name="graceful_init")

    def construct(self, *inputs):
        if self.sense_flag:
            loss, grads = self.grad_fn(*inputs, self.sens)
        else:
            loss, grads = self.grad_fn_no_sens(*inputs)
        if self.reducer_flag:
            grads = self.grad_reducer(grads)
        self.optimizer(grads)
        if self.return_grad:
            return loss, {name: g for name, g in zip(self.weights_name, grads)}
        return loss
