"""msgraph.nn: Cell, containers, layers, losses and optimizers (all written with ops)."""
from .cell import Cell  # noqa: F401
from .container import CellList, SequentialCell  # noqa: F401
from .parameter_tuple import ParameterTuple  # noqa: F401
