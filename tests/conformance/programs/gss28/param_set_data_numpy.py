"""graph_state_sweep (gss28): ``Parameter.set_data`` of a numpy array (or a list) is MindSpore's TypeError
("Parameter data must be [`Tensor`, `int`, `float`] ..."); msgraph took numpy arrays.  The Parameter keeps its
value."""
import numpy as np
import mindspore as ms
from _conf import emit, emit_error


p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='w')
emit_error("numpy_array", lambda: p.set_data(np.array([5.0, 5.0, 5.0], np.float32)))
emit_error("list", lambda: p.set_data([5.0, 5.0, 5.0]))
emit("value_kept", p)
emit("tensor", p.set_data(ms.Tensor(np.array([7.0, 8.0], np.float32))))
emit("float", p.set_data(2.5))
