"""``mindspore.nn.probability.distribution._utils`` (h-ut6): the helpers MindSpore's distribution tests import."""
from .utils import CheckTensor, CheckTuple, set_param_type  # noqa: F401
