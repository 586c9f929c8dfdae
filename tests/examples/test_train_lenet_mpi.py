"""examples/zoo/train_lenet.py --run_distribute under ``mpiexec -n 2``: the model zoo's LeNet5 trained
data-parallel (init(), DATA_PARALLEL with gradients_mean, the dataset sharded with num_shards/shard_id).

Both ranks must end with identical parameters (they apply the same all-reduced gradient), and the
mean of their losses must be the loss of one process trained on the full batch (2 x 16 = 32).
"""
import json
import os
import pathlib
import sys

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "distributed"))
from mpirun import ROOT, run  # noqa: E402

import msgraph as ms  # noqa: E402

pytestmark = pytest.mark.slow
SCRIPT = os.path.join(ROOT, "examples", "zoo", "train_lenet.py")
COMMON = ["--shuffle", "False", "--epoch_size", "2", "--train_size", "96", "--eval_size", "64"]


def _params(path):
    return {k: v.asnumpy() for k, v in ms.load_checkpoint(str(path)).items()}


@pytest.mark.parametrize("mode", ["graph", "pynative"])
def test_two_ranks_equal_one_process_with_the_full_batch(tmp_path, mode):
    two = run(SCRIPT, COMMON + ["--mode", mode, "--run_distribute", "--batch_size", "16", "--ckpt_path",
                                str(tmp_path / "two"), "--loss_file", str(tmp_path / "two_{rank}.json")],
              n=2, timeout=300)
    assert not two.timed_out and two.rc == 0, two
    assert "rank 0 of 2" in two.out and "rank 1 of 2" in two.out, two
    one = run(SCRIPT, COMMON + ["--mode", mode, "--batch_size", "32", "--ckpt_path", str(tmp_path / "one"),
                                "--loss_file", str(tmp_path / "one.json")], n=0, timeout=300)
    assert one.rc == 0, one

    r0, r1 = (np.array(json.loads((tmp_path / f"two_{r}.json").read_text())) for r in (0, 1))
    single = np.array(json.loads((tmp_path / "one.json").read_text()))
    assert len(r0) == len(r1) == len(single) == 6            # 2 epochs x 3 steps
    assert not np.array_equal(r0, r1)                        # the ranks saw different halves of each batch
    np.testing.assert_allclose((r0 + r1) / 2, single, rtol=2e-6, atol=1e-6)

    ckpt = "checkpoint_lenet-2_3.ckpt"
    p0, p1 = _params(tmp_path / "two" / "ckpt_0" / ckpt), _params(tmp_path / "two" / "ckpt_1" / ckpt)
    p = _params(tmp_path / "one" / ckpt)
    assert set(p0) == set(p1) == set(p) and "conv1.weight" in p0
    for name in p0:
        assert np.array_equal(p0[name], p1[name]), f"ranks differ on {name}"
        np.testing.assert_allclose(p0[name], p[name], rtol=1e-4, atol=1e-6, err_msg=name)
    # and the weights moved: the same checkpoint is not the initial one
    assert not np.allclose(_params(tmp_path / "one" / "checkpoint_lenet-1_3.ckpt")["fc3.weight"], p["fc3.weight"])
