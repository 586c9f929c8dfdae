"""``python -m msgraph.run script.py`` runs a MindSpore script as ``python script.py`` would."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_script_folder_is_on_the_path_and_mindspore_is_aliased(tmp_path):
    """A model-zoo script imports its sibling modules (``from src.lenet import LeNet5``, ``from lenet
    import ...``): the script's folder must be importable, wherever it is run from."""
    app = tmp_path / "app"
    app.mkdir()
    (app / "helper.py").write_text("import mindspore\nNAME = mindspore.__name__\n")
    (app / "main.py").write_text("import sys\nfrom helper import NAME\nprint('ran', NAME, sys.argv[1:])\n")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "msgraph.run", str(app / "main.py"), "--x", "1"],
                          cwd=str(elsewhere), env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ran msgraph ['--x', '1']"
