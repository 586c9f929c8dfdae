from mindspore import Tensor  # stub (adapt45utb): the framework's re-export
