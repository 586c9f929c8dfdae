"""Function forms of every op (``ops.add``, ``ops.matmul``...), gathered from the op families."""
from .math import *  # noqa: F401,F403
from .creation import *  # noqa: F401,F403
from .array_ops import *  # noqa: F401,F403
from .shape_ops import *  # noqa: F401,F403
from .indexing import *  # noqa: F401,F403
from .reduce import *  # noqa: F401,F403
from .linalg import *  # noqa: F401,F403
from .nn_ops import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .control import *  # noqa: F401,F403
from .bitwise import *  # noqa: F401,F403
from . import pyexecute as _pyexecute  # noqa: F401,E402  (registers PyExecute)
from .rounding import *  # noqa: F401,F403,E402
