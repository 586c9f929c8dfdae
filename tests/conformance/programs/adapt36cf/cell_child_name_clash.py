"""A sub-Cell assigned to an attribute whose name the Cell class already has (a method such as ``cells``,
``construct``, ``trainable_params``, a property such as ``phase``, a method of the user's class): MindSpore 2.10's
insert_child_to_cell KeyError "For 'insert_child_to_cell', the cells child cell already exists in the network.Cannot
insert another child cell with the same name."; an instance attribute (``training``, ``name``, a plain value set
before) is replaced, and a Parameter's name is the same KeyError.  msgraph had set the child silently (and the loop
over ``self.cells`` then ran).  Found by adapting st compiler/control loops over a CellList (session 36,
adapt36cf)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, Parameter
from _conf import emit_error


class Blocks(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cells = nn.CellList([nn.ReLU(), nn.Tanh()])

    def construct(self, x):
        for c in self.cells:
            x = c(x)
        return x


class Named(nn.Cell):
    def __init__(self, name):
        super().__init__()
        setattr(self, name, nn.ReLU())


class Own(nn.Cell):
    def helper(self):
        return 1

    def __init__(self, plain):
        super().__init__()
        if plain:
            self.other = 3
            self.other = nn.ReLU()
        else:
            self.helper = nn.ReLU()


class OverParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0], np.float32)), name="w")
        self.w = nn.ReLU()


x = Tensor(np.array([-1.0, 0.5], np.float32))
emit_error("self.cells = CellList", lambda: Blocks()(x))
for name in ("construct", "trainable_params", "phase", "compile", "update_parameters_name", "training", "name",
             "parameters", "layers", "children"):
    emit_error("child named " + name, lambda n=name: type(getattr(Named(n), n)).__name__)
emit_error("over a plain attribute", lambda: type(Own(True).other).__name__)
emit_error("over the class's method", lambda: type(Own(False).helper).__name__)
emit_error("over a Parameter", lambda: type(OverParam().w).__name__)
