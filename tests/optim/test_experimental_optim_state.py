"""experimental.optim / mint.optim state as Parameters of the optimizer (MindSpore's parameters_dict keys; the
values are recorded from MindSpore in tests/conformance/programs/ds23/experimental_optim_state.py), and a group
added after construction getting its state."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Parameter, Tensor, mint
from msgraph.experimental import optim

MAKERS = {
    "SGD": lambda p: optim.SGD(p, lr=0.1, momentum=0.9), "Adam": lambda p: optim.Adam(p, lr=0.1, amsgrad=True),
    "AdamW": lambda p: optim.AdamW(p, lr=0.1), "NAdam": lambda p: optim.NAdam(p, lr=0.1),
    "RAdam": lambda p: optim.RAdam(p, lr=0.1), "Adadelta": lambda p: optim.Adadelta(p, lr=0.1),
    "Adagrad": lambda p: optim.Adagrad(p, lr=0.1), "Adamax": lambda p: optim.Adamax(p, lr=0.1),
    "ASGD": lambda p: optim.ASGD(p, lr=0.1), "RMSprop": lambda p: optim.RMSprop(p, lr=0.1, momentum=0.5),
    "Rprop": lambda p: optim.Rprop(p, lr=0.1), "mint.SGD": lambda p: mint.optim.SGD(p, lr=0.1, momentum=0.9),
    "mint.Adam": lambda p: mint.optim.Adam(p, lr=0.1, amsgrad=True),
}


def _params():
    return (Parameter(Tensor(np.array([1.0, -2.0], np.float32)), name="a"),
            Parameter(Tensor(np.array([[0.5]], np.float32)), name="b"))


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_state_is_in_parameters_dict_and_grows_with_a_group(name):
    a, b = _params()
    opt = MAKERS[name]([a])
    keys = list(opt.parameters_dict())
    assert keys[0] == "a" and len(keys) > 1 and all(k == "a" or not k.endswith(".b") for k in keys)
    opt.add_param_group({"params": [b], "lr": 0.05})
    assert isinstance(opt.parameters, ms.ParameterTuple) and [p.name for p in opt.parameters] == ["a", "b"]
    grown = list(opt.parameters_dict())
    assert all(k.replace(".a", ".b") in grown for k in keys if k.endswith(".a"))
    for _ in range(2):
        opt((Tensor(np.ones(2, np.float32)), Tensor(np.ones((1, 1), np.float32))))
    assert float(b.asnumpy()[0, 0]) != 0.5 or name == "ASGD"     # (ASGD's added eta starts at 0)
    for k, v in opt.parameters_dict().items():
        if k.endswith(".b"):
            assert v.shape == (1, 1)


def test_sgd_stat_and_checkpoint_keys(tmp_path):
    a, b = _params()
    opt = optim.SGD([a, b], lr=0.1, momentum=0.9)
    assert [k for k in opt.parameters_dict()] == ["a", "b", "accum.a", "accum.b", "stat.a", "stat.b"]
    assert opt.parameters_dict()["stat.a"].asnumpy().tolist() == [1.0, 1.0]
    opt((Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.ones((1, 1), np.float32))))
    assert opt.parameters_dict()["stat.a"].asnumpy().tolist() == [0.0, 0.0]
    assert opt.parameters_dict()["accum.a"].asnumpy().tolist() == [1.0, 2.0]
    path = str(tmp_path / "opt.ckpt")
    ms.save_checkpoint(opt, path)
    assert sorted(ms.load_checkpoint(path)) == ["a", "accum.a", "accum.b", "b", "stat.a", "stat.b"]


def test_group_added_to_an_optimizer_held_by_a_cell():
    a, b = _params()
    opt = optim.Adam([a], lr=0.1)

    class Holder(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.opt = opt
    Holder()                                   # renames: opt.a, opt.exp_avg.a ... (MindSpore's prefixing)
    assert "opt.exp_avg.a" in opt.parameters_dict()
    opt.add_param_group({"params": [b]})
    assert len(opt.exp_avg) == len(opt.exp_avg_sq) == len(opt.max_exp_avg_sq) == 2
    opt((Tensor(np.ones(2, np.float32)), Tensor(np.ones((1, 1), np.float32))))
    assert float(b.asnumpy()[0, 0]) != 0.5


def test_group_hyperparameters_are_float32_scalars_in_the_update():
    # MindSpore 2.10 passes them to an @jit implementation: 1 - beta2 is 1 - 0.999f (session 38, adapt38nw)
    a, _ = _params()
    opt = optim.AdamW([a], lr=0.1, betas=(0.9, 0.999))
    g = Tensor(np.array([0.25, -0.5], np.float32))
    opt((g,))
    want = (g.asnumpy() * g.asnumpy()) * np.float32(1 - np.float32(0.999))
    np.testing.assert_array_equal(opt.exp_avg_sq[0].asnumpy(), want)
    assert opt.param_groups[0]["betas"] == (0.9, 0.999)      # the user's group itself is not rewritten


def test_experimental_sgd_rejects_float64_parameters():
    p = Parameter(Tensor(np.array([1.0, 2.0], np.float64)), name="p")
    opt = optim.SGD([p], lr=0.1)
    with pytest.raises(TypeError, match="Float16"):
        opt((Tensor(np.array([0.5, 0.5], np.float64)),))
    np.testing.assert_array_equal(p.asnumpy(), [1.0, 2.0])
