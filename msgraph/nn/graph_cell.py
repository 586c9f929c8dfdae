"""``nn.GraphCell`` and the ``FuncGraph`` it runs: a network frozen by ``export(..., file_format="MINDIR")``
and given back by ``load`` in the same process (msgraph/train/mindir.py explains why only there)."""
from __future__ import annotations

import copy
from typing import Any, Dict, Optional, Tuple

import numpy as np

from ..common.tensor import Tensor
from .cell import Cell


class FuncGraph:
    """A network frozen by ``export`` (MindSpore's ``FuncGraph`` loaded from MindIR): call it like the network."""

    def __init__(self, net: Any, inputs: Tuple[Any, ...]):
        self.net_class = type(net).__name__ if isinstance(net, Cell) else getattr(net, "__name__", type(net).__name__)
        self._values: Optional[Dict[str, np.ndarray]] = None
        if not isinstance(net, Cell):   # a function (``@jit`` or plain): nothing to freeze
            self._net = net
            self.inputs = tuple((tuple(x.shape), str(x.dtype)) if isinstance(x, Tensor) else (type(x).__name__,)
                                for x in inputs)
            return
        try:
            self._net = copy.deepcopy(net)
            self._net.set_train(False)
        except Exception:  # noqa: BLE001 - an uncopyable attribute: keep the network, snapshot its parameters
            self._net = net
            self._values = {p.name: np.array(p._data, copy=True) for p in net.get_parameters()}
        self.inputs = tuple((tuple(x.shape), str(x.dtype)) if isinstance(x, Tensor) else (type(x).__name__,)
                            for x in inputs)

    def parameters(self) -> Dict[str, Any]:
        if not isinstance(self._net, Cell):
            return {}
        return {p.name: p for p in self._net.get_parameters()}

    def update(self, params_init: Dict[str, Any]) -> None:
        """GraphCell's ``params_init``: new values for the parameters of these names (others are ignored)."""
        own = self.parameters()
        for name, value in params_init.items():
            if name in own:
                if self._values is not None:
                    self._values[name] = np.array(value._data, copy=True)
                else:
                    own[name].set_data(value)

    def __call__(self, *inputs: Any) -> Any:
        from ..context import GRAPH_MODE, context

        net = self._net
        saved = None
        if self._values is not None:   # the exported values, for this call only
            params = self.parameters()
            saved = {n: params[n]._data for n in self._values}
            for n, v in self._values.items():
                params[n]._data = v
        is_cell = isinstance(net, Cell)
        was_training = net.training if is_cell else False
        if is_cell:
            net.set_train(False)
        try:
            with context(mode=GRAPH_MODE):
                return net(*inputs)
        finally:
            if is_cell:
                net.set_train(was_training)
            if saved is not None:
                for n, v in saved.items():
                    params[n]._data = v

    def __repr__(self) -> str:
        return f"FuncGraph({self.net_class}, inputs={list(self.inputs)})"


class GraphCell(Cell):
    """Runs a graph ``load`` returned (MindSpore's ``nn.GraphCell``), in Graph mode, on inputs like the exported
    ones; ``params_init`` ({name: Tensor}) gives parameters new values by name (unknown names are ignored)."""

    def __init__(self, graph: Any, params_init: Any = None, obf_random_seed: Any = None):
        super().__init__(auto_prefix=True)
        if obf_random_seed is not None:
            raise NotImplementedError("Dynamic structure obfuscation is not supported now.")
        if not isinstance(graph, FuncGraph):
            raise TypeError(f"For 'GraphCell', the argument 'graph' must be a FuncGraph loaded from MindIR, "
                            f"but got type {type(graph)}.")
        params_init = {} if params_init is None else params_init
        if not isinstance(params_init, dict):
            raise TypeError(f"For 'GraphCell', the argument 'params_init' must be a dict, but got {type(params_init)}.")
        for name, value in params_init.items():
            if not isinstance(name, str) or not isinstance(value, Tensor):
                raise TypeError("For 'GraphCell', the key of the 'params_init' must be str, "
                                "and the value must be Tensor or Parameter, "
                                f"but got the key type: {type(name)}, and the value type: {type(value)}")
        graph.update(params_init)
        self.__dict__["graph"] = graph
        # graph code calling this Cell runs the frozen network inline; not registered as a sub-Cell, which would
        # prefix its parameters' names (params_init of a later GraphCell finds them by the exported names)
        self.__dict__["network"] = graph._net

    def construct(self, *inputs: Any) -> Any:
        return self.network(*inputs)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:   # called from Python: always Graph mode
        return self.graph(*args, **kwargs)
